// The assistant's calls: an utterance answered (by the model when one is configured, else the embedded
// engine) and stored; hints by the caller's state with their history; personas; feedback per answer.
import {
  AI_DISCLAIMER,
  AI_FEEDBACK_THANKS,
  AI_MESSAGES,
  AI_PERSONAS,
  AI_TEMPLATE_VERSION,
  chatAnswer,
  hintsFor,
  personaOf,
  understand,
  type AiBotMine,
  type AssistantIntent,
  type ChatAnswer,
  type ChatHints,
} from '@fund/core/assistant';
import { beijingDate } from '@fund/core/calendar';
import { InvestmentRiskStatus } from '@fund/core/risk';
import { FixedInvestmentStatus } from '@fund/core/plan';
import { OPEN_TRADE_STATUSES, type TradeStatus } from '@fund/core/trade';
import { validate } from '@fund/core/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError, detailError } from '../../http/api-error';
import { heldFunds } from '../assets/holdings-service';
import { offsetOf, toPage, type PageRequest } from '../common/paging';
import { myPlans } from '../plan/plan-reads';
import { suitabilityOf } from '../risk/profile-service';
import { tradeRecords } from '../trade/records-service';
import * as repo from './assistant-repo';
import { engineAnswer, type EngineAnswer } from './answer-engine';
import type { ToolContext } from './tool-types';

/** A model that may answer instead of the engine; null falls back to the engine (see llm/). */
export type ModelAnswerer = (ctx: ToolContext, question: string) => Promise<EngineAnswer | null>;

export interface UtterInput {
  text: string;
  input_type: string;
}

async function botNameOf(db: Kysely<DB>, userId: number | null): Promise<string> {
  return personaOf(userId === null ? null : await repo.adoptedBot(db, userId)).name;
}

function parseAnswer(text: string, useful: boolean | null): ChatAnswer | null {
  const checked = validate(chatAnswer, JSON.parse(text));
  return checked.ok ? { ...checked.value, useful } : null;
}

export async function utter(db: Kysely<DB>, userId: number | null, input: UtterInput, now: Date, model: ModelAnswerer | null): Promise<ChatAnswer> {
  const ctx: ToolContext = { db, userId, now };
  const catalogue = await repo.fundCatalogue(db);
  const understood = understand(input.text, { catalogue, today: beijingDate(now) });
  const engine = () => engineAnswer(ctx, understood);
  // A refusal is the engine's to give: the model never sees a request for someone else's data.
  const byModel = model !== null && understood.intent !== 'others_data' ? await model(ctx, input.text) : null;
  const answered = byModel ?? (await engine());
  const source = byModel === null ? 'engine' : 'llm';
  const intent: AssistantIntent = understood.intent;
  const createdAt = now.toISOString();
  const id = await repo.insertMessage(db, { user_id: userId, question: input.text, input_type: input.input_type, intent, source, created_at: createdAt });
  const answer: ChatAnswer = {
    message_id: id,
    question: input.text,
    intent,
    source,
    text: answered.text,
    cards: answered.cards,
    disclaimer: AI_DISCLAIMER,
    template_version: AI_TEMPLATE_VERSION,
    bot: await botNameOf(db, userId),
    created_at: createdAt,
    useful: null,
  };
  await repo.setMessageAnswer(db, id, JSON.stringify(answer));
  return answer;
}

export async function chatHints(db: Kysely<DB>, userId: number | null, page: PageRequest, now: Date): Promise<ChatHints> {
  const empty = toPage<ChatAnswer>(page, 0, []);
  if (userId === null) {
    return { template_version: AI_TEMPLATE_VERSION, hints: hintsFor({ loggedIn: false, holdsFunds: false, hasPlans: false, hasOpenTrades: false, riskTested: false }), history: empty };
  }
  const [held, plans, trades, risk] = await Promise.all([
    heldFunds(db, userId, { page: 1, page_size: 1 }),
    myPlans(db, userId, { page: 1, page_size: 50 }),
    tradeRecords(db, userId, { tab: 'fund' }, { page: 1, page_size: 50 }),
    suitabilityOf(db, userId, now),
  ]);
  const hints = hintsFor({
    loggedIn: true,
    holdsFunds: held.total_count > 0,
    hasPlans: plans.results.some((p) => p.status === FixedInvestmentStatus.Working),
    hasOpenTrades: trades.results.some((t) => OPEN_TRADE_STATUSES.includes(t.status as TradeStatus)),
    riskTested: risk.riskStatus === InvestmentRiskStatus.Normal,
  });
  const total = await repo.countMessages(db, userId);
  const rows = await repo.messagePage(db, userId, page.page_size, offsetOf(page));
  const history = rows.map((r) => parseAnswer(r.answer, r.useful ?? null)).filter((a): a is ChatAnswer => a !== null);
  return { template_version: AI_TEMPLATE_VERSION, hints, history: toPage(page, total, history) };
}

export async function botMine(db: Kysely<DB>, userId: number | null): Promise<AiBotMine> {
  const adopted = userId === null ? null : await repo.adoptedBot(db, userId);
  return { bot: personaOf(adopted), adopted: adopted !== null, choices: [...AI_PERSONAS] };
}

export async function adoptBot(db: Kysely<DB>, userId: number, botId: number, now: Date): Promise<AiBotMine> {
  if (!AI_PERSONAS.some((p) => p.id === botId)) throw new ApiError(400, { bot: [AI_MESSAGES.unknownBot] });
  await repo.adoptBot(db, userId, botId, now.toISOString());
  return botMine(db, userId);
}

export async function giveFeedback(db: Kysely<DB>, userId: number, body: { message_id: number; useful: boolean; reason?: string }, now: Date): Promise<{ detail: string }> {
  // Only the asker rates an answer: another user's message id is "not found", never confirmed to exist.
  if ((await repo.ownMessage(db, userId, body.message_id)) === undefined) throw detailError(404, AI_MESSAGES.messageNotFound);
  await repo.saveFeedback(db, { message_id: body.message_id, user_id: userId, useful: body.useful, reason: body.reason ?? null, created_at: now.toISOString() });
  return { detail: AI_FEEDBACK_THANKS };
}
