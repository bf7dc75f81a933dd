// Quizzes (the new-year quiz, the quiz, questions) and the interaction: each question answered once,
// a right answer paid at once against the budget; the interaction records what the user sent.
import type { Kysely } from 'kysely';
import { CAMPAIGN_TEXTS, type CampaignAnswerV2, type CampaignQuestionDef, type CampaignQuestionV2, type CampaignQuestionsV2, type InteractionV2, type QuizLiveV2, type QuizOnlineStatV2 } from '@fund/core/promotion';
import { beijingDate } from '@fund/core/calendar';
import type { DB } from '../../../db/schema';
import { detailError } from '../../../http/api-error';
import { countPlays, insertPlay, playByKey, playerCounts, playsOf } from './campaigns-repo';
import { awardView, grant, infoOf, receive, requireOpen, usePlay, type Campaign } from './campaign-engine';

const questionsOf = (c: Campaign) => c.rules.questions ?? [];

function questionView(c: Campaign, q: CampaignQuestionDef, chosen: string | undefined): CampaignQuestionV2 {
  return { id: q.id, level: q.level, title: q.title, options: q.options.map((o) => ({ option: o.option, text: o.text, selected: o.option === chosen })), answered: chosen !== undefined, end_at: c.end_at };
}

async function chosenOf(db: Kysely<DB>, c: Campaign, userId: number): Promise<Map<string, string>> {
  const plays = await playsOf(db, c.id, userId, 'answer');
  return new Map(plays.map((p) => [p.once_key ?? '', p.option ?? '']));
}

export async function questions(db: Kysely<DB>, c: Campaign, userId: number, now: Date, level?: number): Promise<CampaignQuestionsV2> {
  const chosen = await chosenOf(db, c, userId);
  const list = questionsOf(c).filter((q) => level === undefined || q.level === level);
  return { campaign: infoOf(c, now), questions: list.map((q) => questionView(c, q, chosen.get(`answer:${q.id}`))) };
}

export async function question(db: Kysely<DB>, c: Campaign, userId: number, id: number): Promise<CampaignQuestionV2> {
  const q = questionsOf(c).find((x) => x.id === id);
  if (!q) throw detailError(404, CAMPAIGN_TEXTS.questionNotFound);
  return questionView(c, q, (await chosenOf(db, c, userId)).get(`answer:${q.id}`));
}

/** One answer per question and user; a right one earns the prize while the budget lasts. */
export async function answer(db: Kysely<DB>, c: Campaign, userId: number, questionId: number, option: string, now: Date): Promise<CampaignAnswerV2> {
  requireOpen(c, now);
  const q = questionsOf(c).find((x) => x.id === questionId);
  if (!q) throw detailError(404, CAMPAIGN_TEXTS.questionNotFound);
  if (!q.options.some((o) => o.option === option)) throw detailError(400, CAMPAIGN_TEXTS.optionNotFound);
  const correct = q.answer === option;
  return db.transaction().execute(async (trx) => {
    const key = `answer:${q.id}`;
    const playId = await insertPlay(trx, { campaign_id: c.id, user_id: userId, day: beijingDate(now), action: 'answer', option, result: correct ? 1 : 2, content: null, once_key: key, created_at: now.toISOString() });
    if (playId === undefined) throw detailError(400, CAMPAIGN_TEXTS.alreadyAnswered);
    await usePlay(trx, c, userId, now);
    const award = correct ? await grant(trx, c, userId, { name: `${c.name}·${CAMPAIGN_TEXTS.right}`, onceKey: key, playId }, now) : undefined;
    const received = award ? await receive(trx, userId, award.id, now) : undefined;
    const detail = !correct ? CAMPAIGN_TEXTS.wrong : received ? CAMPAIGN_TEXTS.awardReceivedOk(`${received.coins}金币`) : CAMPAIGN_TEXTS.budgetOut;
    return { correct, answer: q.answer, detail, level: q.level, award: received ? awardView(c.code, received) : null };
  });
}

export async function quizLive(db: Kysely<DB>, c: Campaign, userId: number): Promise<QuizLiveV2> {
  const chosen = await chosenOf(db, c, userId);
  const list = questionsOf(c);
  const next = list.find((q) => !chosen.has(`answer:${q.id}`));
  const alive = list.every((q) => {
    const pick = chosen.get(`answer:${q.id}`);
    return pick === undefined || pick === q.answer;
  });
  const { players } = await playerCounts(db, c.id, 'answer');
  return { id: c.id, round: list.length - (next ? list.indexOf(next) : 0), question: next ? questionView(c, next, undefined) : null, online_count: players, alive };
}

export async function quizOnlineStat(db: Kysely<DB>, c: Campaign): Promise<QuizOnlineStatV2> {
  const { players, right } = await playerCounts(db, c.id, 'answer');
  return { online_count: players, alive_count: right };
}

export async function interaction(db: Kysely<DB>, c: Campaign, userId: number): Promise<InteractionV2> {
  const mine = await playByKey(db, c.id, userId, `interaction:${c.code}`);
  return { code: c.code, title: c.rules.title ?? c.name, content: mine?.content ?? null, submitted: mine !== undefined, count: await countPlays(db, c.id, 'interaction') };
}

export async function submitInteraction(db: Kysely<DB>, c: Campaign, userId: number, content: string, now: Date): Promise<InteractionV2> {
  requireOpen(c, now);
  await db.transaction().execute(async (trx) => {
    const id = await insertPlay(trx, { campaign_id: c.id, user_id: userId, day: beijingDate(now), action: 'interaction', option: null, content, once_key: `interaction:${c.code}`, created_at: now.toISOString() });
    if (id === undefined) throw detailError(400, CAMPAIGN_TEXTS.alreadySubmitted);
    await usePlay(trx, c, userId, now);
  });
  return interaction(db, c, userId);
}
