// The guess / bet game: bets in coins while open, a result drawn with crypto.randomInt once the settle time
// has passed (recorded with its inputs), and a fixed coin prize for each right guess while the budget lasts.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { BET_GAME, CAMPAIGN_TEXTS, campaignPhase, type BetGameV2, type CampaignBetV2, type CampaignRankV2 } from '@fund/core/promotion';
import { beijingDate } from '@fund/core/calendar';
import type { DB } from '../../../db/schema';
import { detailError } from '../../../http/api-error';
import { campaignById, insertDraw, insertPlay, judgeBets, latestAwards, latestPlays, markSettled, playerCounts, playsOf, playsOfSeries, rightBets } from './campaigns-repo';
import { chargeEntry, grant, infoOf, requireOpen, toCampaign, usePlay, type Campaign } from './campaign-engine';

/** An option that has not (or not yet) won. */
const LOSING_OPTION = 0;

const optionsOf = (c: Campaign) => c.rules.options ?? [];

/** Settles a campaign whose settle time has passed, once whatever the parallelism; the campaign as it now stands. */
export async function settleIfDue(db: Kysely<DB>, c: Campaign, now: Date): Promise<Campaign> {
  const phase = campaignPhase(c, now);
  if (c.settled_at !== null || (phase !== 'settled' && phase !== 'ended')) return c;
  await db.transaction().execute(async (trx) => {
    const options = optionsOf(c).map((o) => o.code);
    const roll = randomInt(0, Math.max(1, options.length));
    const result = options[roll] ?? '';
    if (!(await markSettled(trx, c.id, result, now.toISOString()))) return;
    await insertDraw(trx, c.id, null, { source: 'crypto.randomInt', options, max: options.length, settle_at: c.settle_at }, { roll, result }, now.toISOString());
    await judgeBets(trx, c.id, result);
    for (const bet of await rightBets(trx, c.id)) {
      // Right guesses are awarded in the order they were placed until the budget is spent.
      const award = await grant(trx, c, bet.user_id, { name: `${c.name}${CAMPAIGN_TEXTS.guessRight}`, onceKey: `bet:${bet.id}`, playId: bet.id }, now);
      if (!award) break;
    }
  });
  const row = await campaignById(db, c.id);
  return row ? toCampaign(row) : c;
}

export async function betGameView(db: Kysely<DB>, c: Campaign, userId: number, now: Date): Promise<BetGameV2> {
  const [mine, counts] = await Promise.all([playsOf(db, c.id, userId, 'bet'), playerCounts(db, c.id, 'bet')]);
  const phase = campaignPhase(c, now);
  return {
    id: c.id, code: c.code, name: c.name, available: phase === 'open' || phase === 'upcoming' ? 0 : 1,
    bet_begin_at: c.begin_at, bet_end_at: c.bet_end_at, game_begin_at: c.settle_at, game_end_at: c.end_at,
    participants_total: counts.players, guess_right_total: counts.right,
    bet_options: optionsOf(c).map((o) => ({ code: o.code, name: o.name, selected: mine.some((b) => b.option === o.code), status: c.result === o.code ? BET_GAME.winningOptionStatus : LOSING_OPTION, betResult: mine.filter((b) => b.option === o.code).reduce((n, b) => n + b.coins, 0) })),
    campaign: infoOf(c, now),
  };
}

type PlayRow = { id: number; option: string | null; coins: number; result: number; created_at: Date; mobile_masked?: string };

function betView(c: Campaign, r: PlayRow): CampaignBetV2 {
  const result = r.result === 1 ? 1 : r.result === 2 ? 2 : 0;
  const option = optionsOf(c).find((o) => o.code === r.option);
  return {
    id: r.id, code: c.code, option: r.option ?? '', option_name: option?.name ?? '', coins: r.coins, result,
    result_display: result === 1 ? CAMPAIGN_TEXTS.guessRight : result === 2 ? CAMPAIGN_TEXTS.guessWrong : CAMPAIGN_TEXTS.guessWaiting,
    username: r.mobile_masked ?? '', created_at: r.created_at.toISOString(),
  };
}

/** A bet of coins on an option while bets are open, within the user's limits and balance. */
export async function placeBet(db: Kysely<DB>, c: Campaign, userId: number, body: { option: string; coins?: number }, now: Date): Promise<CampaignBetV2> {
  requireOpen(c, now);
  if (!optionsOf(c).some((o) => o.code === body.option)) throw detailError(400, CAMPAIGN_TEXTS.optionNotFound);
  const coins = Math.max(body.coins ?? c.entry_coins, c.entry_coins);
  const playId = await db.transaction().execute(async (trx) => {
    await usePlay(trx, c, userId, now);
    const id = await insertPlay(trx, { campaign_id: c.id, user_id: userId, day: beijingDate(now), action: 'bet', option: body.option, coins, content: null, once_key: null, created_at: now.toISOString() });
    if (id === undefined) throw detailError(409, CAMPAIGN_TEXTS.noPlaysLeft);
    await chargeEntry(trx, c, userId, coins, `bet:${id}`, now);
    return id;
  });
  return betView(c, { id: playId, option: body.option, coins, result: 0, created_at: now });
}

export async function betsMine(db: Kysely<DB>, c: Campaign, userId: number): Promise<CampaignBetV2[]> {
  return (await playsOf(db, c.id, userId, 'bet')).map((r) => betView(c, r));
}

/** The user's bets over every round of a series, each judged by its own round. */
export async function betsMineOfSeries(db: Kysely<DB>, series: string, userId: number): Promise<CampaignBetV2[]> {
  const rows = await playsOfSeries(db, series, userId, 'bet');
  const rounds = new Map<number, Campaign>();
  for (const id of new Set(rows.map((r) => r.campaign_id))) {
    const row = await campaignById(db, id);
    if (row) rounds.set(id, toCampaign(row));
  }
  return rows.flatMap((r) => {
    const c = rounds.get(r.campaign_id);
    return c ? [betView(c, r)] : [];
  });
}

export async function betsLatest(db: Kysely<DB>, c: Campaign): Promise<CampaignBetV2[]> {
  return (await latestPlays(db, c.id, 'bet', 20)).map((r) => betView(c, r));
}

/** The players who won the most coins in the game. */
export async function champions(db: Kysely<DB>, c: Campaign): Promise<CampaignRankV2[]> {
  const totals = new Map<string, number>();
  for (const a of await latestAwards(db, c.id, 500)) totals.set(a.mobile_masked, (totals.get(a.mobile_masked) ?? 0) + a.coins);
  return [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([username, coins], i) => ({ rank: i + 1, username, score: `${coins}` }));
}
