// Trade-volume campaigns: the Double11 trade stat (a fixed prize for a count of confirmed buys, never for an
// amount) and the trade bargain (a fee coupon whose coin price the user bargains down). Coins or coupons only.
import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { CAMPAIGN_TEXTS, campaignPhase, type CampaignClaimV2, type CampaignTradeStatV2, type TradeBargainRecordV2, type TradeBargainV2 } from '@fund/core/promotion';
import { beijingDate } from '@fund/core/calendar';
import type { DB } from '../../../db/schema';
import { detailError } from '../../../http/api-error';
import { confirmedBuys, insertDraw, insertPlay, latestPlays, playByKey, playsOf } from './campaigns-repo';
import { awardView, chargeEntry, grant, infoOf, receive, requireOpen, usePlay, type Campaign } from './campaign-engine';

const TRADE_STAT_KEY = 'trade_stat';

export async function tradeStat(db: Kysely<DB>, c: Campaign, userId: number, now: Date): Promise<CampaignTradeStatV2> {
  const needed = c.rules.trades_needed ?? 1;
  const count = await confirmedBuys(db, userId, c.begin_at, c.end_at);
  const claimed = (await playByKey(db, c.id, userId, TRADE_STAT_KEY)) !== undefined;
  const phase = campaignPhase(c, now);
  return { campaign: infoOf(c, now), trades_count: count, trades_needed: needed, can_claim: !claimed && count >= needed && phase !== 'upcoming' && phase !== 'ended', claimed };
}

/** The trade-stat prize, once per user, when the count of confirmed buys in the window reaches the rule. */
export async function claimTradeStat(db: Kysely<DB>, c: Campaign, userId: number, now: Date): Promise<CampaignClaimV2> {
  const stat = await tradeStat(db, c, userId, now);
  const phase = campaignPhase(c, now);
  if (phase === 'upcoming') throw detailError(400, CAMPAIGN_TEXTS.notStarted);
  if (phase === 'ended') throw detailError(400, CAMPAIGN_TEXTS.ended);
  if (stat.claimed) throw detailError(400, CAMPAIGN_TEXTS.awardReceived);
  if (stat.trades_count < stat.trades_needed) throw detailError(400, CAMPAIGN_TEXTS.tradesNotEnough);
  const row = await db.transaction().execute(async (trx) => {
    const playId = await insertPlay(trx, { campaign_id: c.id, user_id: userId, day: beijingDate(now), action: 'claim', option: null, content: null, once_key: TRADE_STAT_KEY, created_at: now.toISOString() });
    if (playId === undefined) throw detailError(400, CAMPAIGN_TEXTS.awardReceived);
    const award = await grant(trx, c, userId, { name: c.name, onceKey: TRADE_STAT_KEY, playId }, now);
    if (!award) throw detailError(400, CAMPAIGN_TEXTS.budgetOut);
    return receive(trx, userId, award.id, now);
  });
  return { detail: CAMPAIGN_TEXTS.awardReceivedOk(row.name), awards: [awardView(c.code, row)], coins: row.coins };
}

async function bargainedCoins(db: Kysely<DB>, c: Campaign, userId: number): Promise<{ cut: number; count: number }> {
  const plays = await playsOf(db, c.id, userId, 'bargain');
  return { cut: plays.reduce((n, p) => n + p.coins, 0), count: plays.length };
}

export async function bargainItem(db: Kysely<DB>, c: Campaign, userId: number, now: Date): Promise<TradeBargainV2> {
  const price = c.rules.price_coins ?? 0;
  const floor = c.rules.floor_coins ?? 0;
  const { cut, count } = await bargainedCoins(db, c, userId);
  return { id: c.id, code: c.code, name: c.prize.coupon?.name ?? c.name, price_coins: price, floor_coins: floor, current_coins: Math.max(floor, price - cut), bargains_count: count, end_at: c.end_at, campaign: infoOf(c, now) };
}

/** Cuts a random number of coins off the user's price (at most down to the floor), within the daily limit. */
export async function bargain(db: Kysely<DB>, c: Campaign, userId: number, now: Date): Promise<TradeBargainRecordV2> {
  requireOpen(c, now);
  const item = await bargainItem(db, c, userId, now);
  if (item.current_coins <= item.floor_coins) throw detailError(400, CAMPAIGN_TEXTS.atFloor);
  const roll = randomInt(c.rules.cut_min ?? 1, (c.rules.cut_max ?? 1) + 1);
  const cut = Math.min(roll, item.current_coins - item.floor_coins);
  const id = await db.transaction().execute(async (trx) => {
    await usePlay(trx, c, userId, now);
    const playId = await insertPlay(trx, { campaign_id: c.id, user_id: userId, day: beijingDate(now), action: 'bargain', option: null, coins: cut, content: null, once_key: `bargain:${beijingDate(now)}`, created_at: now.toISOString() });
    if (playId === undefined) throw detailError(400, CAMPAIGN_TEXTS.bargainedToday);
    await insertDraw(trx, c.id, userId, { source: 'crypto.randomInt', play_id: playId, cut_range: [c.rules.cut_min ?? 1, c.rules.cut_max ?? 1], price: item.current_coins, floor: item.floor_coins }, { roll, cut }, now.toISOString());
    return playId;
  });
  return { id, username: '', coins: cut, created_at: now.toISOString() };
}

export async function bargainRecords(db: Kysely<DB>, c: Campaign): Promise<TradeBargainRecordV2[]> {
  return (await latestPlays(db, c.id, 'bargain', 20)).map((p) => ({ id: p.id, username: p.mobile_masked, coins: p.coins, created_at: p.created_at.toISOString() }));
}

/** Pays the bargained coin price for the fee coupon, once per user, within the budget. */
export async function bargainExchange(trx: Transaction<DB>, c: Campaign, userId: number, now: Date): Promise<CampaignClaimV2> {
  requireOpen(c, now);
  const item = await bargainItem(trx, c, userId, now);
  const playId = await insertPlay(trx, { campaign_id: c.id, user_id: userId, day: beijingDate(now), action: 'exchange', option: null, coins: item.current_coins, content: null, once_key: 'exchange', created_at: now.toISOString() });
  if (playId === undefined) throw detailError(400, CAMPAIGN_TEXTS.awardReceived);
  await chargeEntry(trx, c, userId, item.current_coins, `bargain:${c.id}`, now);
  const award = await grant(trx, c, userId, { name: item.name, onceKey: 'exchange', playId }, now);
  if (!award) throw detailError(400, CAMPAIGN_TEXTS.budgetOut);
  const row = await receive(trx, userId, award.id, now);
  return { detail: CAMPAIGN_TEXTS.awardReceivedOk(row.name), awards: [awardView(c.code, row)], coins: -item.current_coins };
}
