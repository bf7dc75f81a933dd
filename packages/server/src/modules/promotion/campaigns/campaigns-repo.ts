// SQL of the campaign engine: campaigns, per-user play counters, plays, awards (received once), draws.
import { sql, type Insertable, type Kysely } from 'kysely';
import { AwardStatus } from '@fund/core/promotion';
import { CONFIRMED_TRADE_STATUSES, TradeDirection } from '@fund/core/trade';
import type { DB } from '../../../db/schema';
import type { CampaignAwardsTable, CampaignPlaysTable, CampaignsTable } from '../../../db/tables/campaign-tables';

/** An ISO instant as a timestamptz operand. */
const at = (iso: string) => sql<Date>`${iso}::timestamptz`;

export async function insertCampaign(db: Kysely<DB>, row: Insertable<CampaignsTable>): Promise<number | undefined> {
  const r = await db.insertInto('campaigns').values(row).onConflict((oc) => oc.column('code').doNothing()).returning('id').executeTakeFirst();
  return r?.id;
}

export function campaignById(db: Kysely<DB>, id: number) {
  return db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The family's campaign that began last by `now`, else the one to begin soonest. */
export async function currentOfSeries(db: Kysely<DB>, series: string, now: string) {
  const begun = await db.selectFrom('campaigns').selectAll().where('series', '=', series).where('begin_at', '<=', at(now)).orderBy('begin_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return begun ?? db.selectFrom('campaigns').selectAll().where('series', '=', series).orderBy('begin_at').orderBy('id').limit(1).executeTakeFirst();
}

export function campaignsOfSeries(db: Kysely<DB>, series: string, limit: number, offset: number) {
  return db.selectFrom('campaigns').selectAll().where('series', '=', series).orderBy('begin_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

export async function countOfSeries(db: Kysely<DB>, series: string): Promise<number> {
  const r = await db.selectFrom('campaigns').select((eb) => eb.fn.countAll<number>().as('n')).where('series', '=', series).executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** Takes one prize from the budget; false when it is spent (the CHECK holds it too). */
export async function takeBudget(db: Kysely<DB>, campaignId: number): Promise<boolean> {
  const r = await db
    .updateTable('campaigns')
    .set((eb) => ({ budget_used: eb('budget_used', '+', 1) }))
    .where('id', '=', campaignId)
    .where((eb) => eb('budget_used', '<', eb.ref('budget')))
    .returning('budget_used')
    .executeTakeFirst();
  return r !== undefined;
}

/** Counts one play in a period; false when the period's limit is reached. */
export async function countPlay(db: Kysely<DB>, campaignId: number, userId: number, period: string, limit: number): Promise<boolean> {
  await db.insertInto('campaign_play_counts').values({ campaign_id: campaignId, user_id: userId, period }).onConflict((oc) => oc.columns(['campaign_id', 'user_id', 'period']).doNothing()).execute();
  const r = await db
    .updateTable('campaign_play_counts')
    .set((eb) => ({ plays: eb('plays', '+', 1) }))
    .where('campaign_id', '=', campaignId).where('user_id', '=', userId).where('period', '=', period).where('plays', '<', limit)
    .returning('plays')
    .executeTakeFirst();
  return r !== undefined;
}

export async function playsIn(db: Kysely<DB>, campaignId: number, userId: number, period: string): Promise<number> {
  const r = await db.selectFrom('campaign_play_counts').select('plays').where('campaign_id', '=', campaignId).where('user_id', '=', userId).where('period', '=', period).executeTakeFirst();
  return r?.plays ?? 0;
}

/** A play, once per once_key when it has one; undefined when that play was already made. */
export async function insertPlay(db: Kysely<DB>, row: Insertable<CampaignPlaysTable>): Promise<number | undefined> {
  const r = await db.insertInto('campaign_plays').values(row).onConflict((oc) => oc.columns(['campaign_id', 'user_id', 'once_key']).doNothing()).returning('id').executeTakeFirst();
  return r?.id;
}

export function playsOf(db: Kysely<DB>, campaignId: number, userId: number, action: string) {
  return db.selectFrom('campaign_plays').selectAll().where('campaign_id', '=', campaignId).where('user_id', '=', userId).where('action', '=', action).orderBy('id', 'desc').limit(200).execute();
}

export function playByKey(db: Kysely<DB>, campaignId: number, userId: number, onceKey: string) {
  return db.selectFrom('campaign_plays').selectAll().where('campaign_id', '=', campaignId).where('user_id', '=', userId).where('once_key', '=', onceKey).executeTakeFirst();
}

/** The latest plays of a campaign with the players' masked mobiles. */
export function latestPlays(db: Kysely<DB>, campaignId: number, action: string, limit: number) {
  return db
    .selectFrom('campaign_plays')
    .innerJoin('users', 'users.id', 'campaign_plays.user_id')
    .selectAll('campaign_plays')
    .select('users.mobile_masked')
    .where('campaign_id', '=', campaignId)
    .where('action', '=', action)
    .orderBy('campaign_plays.id', 'desc')
    .limit(limit)
    .execute();
}

export async function playerCounts(db: Kysely<DB>, campaignId: number, action: string): Promise<{ players: number; right: number }> {
  const r = await db
    .selectFrom('campaign_plays')
    .select((eb) => [eb.fn.count<number>('user_id').distinct().as('players'), eb.fn.count<number>('id').filterWhere('result', '=', 1).as('right')])
    .where('campaign_id', '=', campaignId)
    .where('action', '=', action)
    .executeTakeFirst();
  return { players: Number(r?.players ?? 0), right: Number(r?.right ?? 0) };
}

/** Records the result once: undefined when another request settled first. */
export function markSettled(db: Kysely<DB>, campaignId: number, result: string, at: string) {
  return db.updateTable('campaigns').set({ result, settled_at: at }).where('id', '=', campaignId).where('settled_at', 'is', null).returning('id').executeTakeFirst();
}

export async function judgeBets(db: Kysely<DB>, campaignId: number, result: string): Promise<void> {
  await db.updateTable('campaign_plays').set({ result: 1 }).where('campaign_id', '=', campaignId).where('action', '=', 'bet').where('option', '=', result).execute();
  await db.updateTable('campaign_plays').set({ result: 2 }).where('campaign_id', '=', campaignId).where('action', '=', 'bet').where('option', '<>', result).execute();
}

export function rightBets(db: Kysely<DB>, campaignId: number) {
  return db.selectFrom('campaign_plays').select(['id', 'user_id']).where('campaign_id', '=', campaignId).where('action', '=', 'bet').where('result', '=', 1).orderBy('id').execute();
}

/** An award, once per once_key when it has one; undefined when already awarded. */
export function insertAward(db: Kysely<DB>, row: Insertable<CampaignAwardsTable>) {
  return db.insertInto('campaign_awards').values(row).onConflict((oc) => oc.columns(['campaign_id', 'user_id', 'once_key']).doNothing()).returningAll().executeTakeFirst();
}

export function awardsOf(db: Kysely<DB>, campaignId: number, userId: number) {
  return db.selectFrom('campaign_awards').innerJoin('users', 'users.id', 'campaign_awards.user_id').selectAll('campaign_awards').select('users.mobile_masked').where('campaign_id', '=', campaignId).where('user_id', '=', userId).orderBy('campaign_awards.id', 'desc').limit(200).execute();
}

export function latestAwards(db: Kysely<DB>, campaignId: number, limit: number) {
  return db.selectFrom('campaign_awards').innerJoin('users', 'users.id', 'campaign_awards.user_id').selectAll('campaign_awards').select('users.mobile_masked').where('campaign_id', '=', campaignId).orderBy('campaign_awards.id', 'desc').limit(limit).execute();
}

export function awardOf(db: Kysely<DB>, awardId: number, userId: number) {
  return db.selectFrom('campaign_awards').innerJoin('users', 'users.id', 'campaign_awards.user_id').selectAll('campaign_awards').select('users.mobile_masked').where('campaign_awards.id', '=', awardId).where('user_id', '=', userId).executeTakeFirst();
}

/** Moves an award from to-receive to received; undefined when it was not waiting (received already, or not the user's). */
export function markReceived(db: Kysely<DB>, awardId: number, userId: number, at: string) {
  return db.updateTable('campaign_awards').set({ status: AwardStatus.Received, received_at: at }).where('id', '=', awardId).where('user_id', '=', userId).where('status', '=', AwardStatus.Waiting).returningAll().executeTakeFirst();
}

export async function setAwardCoupon(db: Kysely<DB>, awardId: number, couponId: number): Promise<void> {
  await db.updateTable('campaign_awards').set({ coupon_id: couponId }).where('id', '=', awardId).execute();
}

export function waitingAwards(db: Kysely<DB>, campaignId: number, userId: number) {
  return db.selectFrom('campaign_awards').select('id').where('campaign_id', '=', campaignId).where('user_id', '=', userId).where('status', '=', AwardStatus.Waiting).orderBy('id').execute();
}

/** The user's cash red packets of the campaign not yet paid into the wallet. */
export function waitingCash(db: Kysely<DB>, campaignId: number, userId: number) {
  return db.selectFrom('campaign_awards').select(['id', 'amount']).where('campaign_id', '=', campaignId).where('user_id', '=', userId)
    .where('prize_kind', '=', 'cash').where('status', '=', AwardStatus.Waiting).orderBy('id').execute();
}

/** As waitingCash, over every campaign of the series (an ended campaign's packets stay payable). */
export function waitingCashOfSeries(db: Kysely<DB>, series: string, userId: number) {
  return db.selectFrom('campaign_awards as a').innerJoin('campaigns as c', 'c.id', 'a.campaign_id').select(['a.id', 'a.amount'])
    .where('c.series', '=', series).where('a.user_id', '=', userId).where('a.prize_kind', '=', 'cash').where('a.status', '=', AwardStatus.Waiting).orderBy('a.id').execute();
}

export async function awardTotals(db: Kysely<DB>, campaignId: number, userId: number): Promise<{ coins: number; waiting: number }> {
  const r = await db
    .selectFrom('campaign_awards')
    .select((eb) => [eb.fn.sum<number>('coins').as('coins'), eb.fn.count<number>('id').filterWhere('status', '=', AwardStatus.Waiting).as('waiting')])
    .where('campaign_id', '=', campaignId).where('user_id', '=', userId)
    .executeTakeFirst();
  return { coins: Number(r?.coins ?? 0), waiting: Number(r?.waiting ?? 0) };
}

export async function insertDraw(db: Kysely<DB>, campaignId: number, userId: number | null, inputs: unknown, outcome: unknown, at: string): Promise<void> {
  await db.insertInto('campaign_draws').values({ campaign_id: campaignId, user_id: userId, inputs: JSON.stringify(inputs), outcome: JSON.stringify(outcome), created_at: at }).execute();
}

export function drawsOf(db: Kysely<DB>, campaignId: number) {
  return db.selectFrom('campaign_draws').selectAll().where('campaign_id', '=', campaignId).orderBy('id').execute();
}

/** Confirmed fund buys of the user in a window: the trade-stat campaigns count them, never their amounts. */
export async function confirmedBuys(db: Kysely<DB>, userId: number, from: string, to: string): Promise<number> {
  const r = await db
    .selectFrom('trade_orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('direction', 'in', [TradeDirection.Buy, TradeDirection.Subscription, TradeDirection.FixedInvestment])
    .where('status', 'in', [...CONFIRMED_TRADE_STATUSES])
    .where('apply_at', '>=', at(from))
    .where('apply_at', '<', at(to))
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

export async function countPlays(db: Kysely<DB>, campaignId: number, action: string): Promise<number> {
  const r = await db.selectFrom('campaign_plays').select((eb) => eb.fn.countAll<number>().as('n')).where('campaign_id', '=', campaignId).where('action', '=', action).executeTakeFirst();
  return Number(r?.n ?? 0);
}

export function campaignByCode(db: Kysely<DB>, code: string) {
  return db.selectFrom('campaigns').selectAll().where('code', '=', code).executeTakeFirst();
}

/** The series' rounds past their settle time and not yet drawn. */
export function unsettledDue(db: Kysely<DB>, series: string, now: string) {
  return db.selectFrom('campaigns').selectAll().where('series', '=', series).where('settled_at', 'is', null).where('settle_at', '<=', at(now)).orderBy('id').execute();
}

/** The user's plays of one action over every round of a series, newest first. */
export function playsOfSeries(db: Kysely<DB>, series: string, userId: number, action: string) {
  return db.selectFrom('campaign_plays as p').innerJoin('campaigns as c', 'c.id', 'p.campaign_id').selectAll('p')
    .where('c.series', '=', series).where('p.user_id', '=', userId).where('p.action', '=', action).orderBy('p.id', 'desc').limit(200).execute();
}

/** The user's awards over every round of a series, newest first, with the round's code. */
export function awardsOfSeries(db: Kysely<DB>, series: string, userId: number) {
  return db.selectFrom('campaign_awards as a').innerJoin('campaigns as c', 'c.id', 'a.campaign_id').innerJoin('users', 'users.id', 'a.user_id')
    .selectAll('a').select(['users.mobile_masked', 'c.code as campaign_code'])
    .where('c.series', '=', series).where('a.user_id', '=', userId).orderBy('a.id', 'desc').limit(200).execute();
}

/** The user's awards still to receive over every round of a series. */
export function waitingAwardsOfSeries(db: Kysely<DB>, series: string, userId: number) {
  return db.selectFrom('campaign_awards as a').innerJoin('campaigns as c', 'c.id', 'a.campaign_id').select(['a.id', 'c.code as campaign_code'])
    .where('c.series', '=', series).where('a.user_id', '=', userId).where('a.status', '=', AwardStatus.Waiting).orderBy('a.id').execute();
}
