// SQL of the settlement job: its state and lease rows, published NAVs, failure marks, savepoints and
// the fixed-investment plans it places.
import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import { TradeStatus } from '@fund/core/trade';
import { FixedInvestmentStatus } from '@fund/core/plan';
import { WalletWithdrawalStatus } from '@fund/core/wallet';
import { AccountDividendType } from '@fund/core/fund';
import type { DB } from '../db/schema';
import { code } from '../db/sql-codes';
import type { PortfolioOrdersTable } from '../db/tables/portfolio-trading-tables';
import type { TradeOrdersTable } from '../db/tables/trading-tables';
import type { OrderRow } from '../modules/trade/trading-repo';

export async function stateOf(db: Kysely<DB>, key: string): Promise<string | null> {
  return (await db.selectFrom('engine_state').select('value').where('key', '=', key).executeTakeFirst())?.value ?? null;
}

export async function setState(db: Kysely<DB>, key: string, value: string): Promise<void> {
  await db.insertInto('engine_state').values({ key, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
}

/** Takes the lease row for `node` until `until` (ms) when it is free (expired at `nowMs`) or already the node's. */
export async function takeLeaseRow(db: Kysely<DB>, key: string, node: string, until: number, nowMs: () => number): Promise<boolean> {
  await db.insertInto('engine_state').values({ key, value: '0|' }).onConflict((oc) => oc.column('key').doNothing()).execute();
  // value is '<expires at ms>|<node>': free when expired or already ours.
  const taken = await sql<{ key: string }>`
    update engine_state set value = ${`${until}|${node}`}
    where key = ${key}
      and (split_part(value, '|', 1)::bigint < ${nowMs()} or split_part(value, '|', 2) = ${node})
    returning key`.execute(db);
  return taken.rows.length > 0;
}

export async function releaseLeaseRow(db: Kysely<DB>, key: string, node: string): Promise<void> {
  await sql`update engine_state set value = '0|' where key = ${key} and split_part(value, '|', 2) = ${node}`.execute(db);
}

export interface UnpublishedFund {
  id: number;
  symbol_stype: number;
  net_value: string;
  net_cumulative: string;
  year_yld: string | null;
  tenthou_unit_incm: string | null;
}

/** Funds with a NAV older than `day` and none published for it. */
export async function fundsUnpublishedOn(db: Kysely<DB>, day: string): Promise<UnpublishedFund[]> {
  const due = await sql<UnpublishedFund>`select id, symbol_stype, net_value::text as net_value, net_cumulative::text as net_cumulative,
      year_yld::text as year_yld, tenthou_unit_incm::text as tenthou_unit_incm
    from funds f where net_value is not null and net_cumulative is not null and tradedate < ${day}::date
      and not exists (select 1 from fund_navs n where n.fund_id = f.id and n.date = ${day}::date)`.execute(db);
  return due.rows;
}

export interface NavRow {
  fund_id: number;
  date: string;
  net_value: string;
  net_cumulative: string;
  percent: string;
  year_yld: string | null;
  tenthou_unit_incm: string | null;
}

/** Writes NAVs, leaving any already there for the fund and day. */
export async function insertNavs(db: Kysely<DB>, rows: readonly NavRow[]): Promise<void> {
  await db.insertInto('fund_navs').values(rows).onConflict((oc) => oc.doNothing()).execute();
}

/** Whether any fund's NAV for `day` is stored (an import brought the day). */
export async function navsPublishedOn(db: Kysely<DB>, day: string): Promise<boolean> {
  return (await db.selectFrom('fund_navs').select('fund_id').where('date', '=', day).limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Moves every fund published on `day` (and behind it) to that day's NAV and yields. The funds already
 * there are filtered out before any NAV is looked up (a replay of past days then reads none).
 */
export async function advanceFundsTo(db: Kysely<DB>, day: string): Promise<void> {
  await sql`update funds set tradedate = n.date, net_value = n.net_value, net_cumulative = n.net_cumulative,
      year_yld = n.year_yld, tenthou_unit_incm = n.tenthou_unit_incm
    from fund_navs n where n.fund_id = funds.id and n.date = ${day}::date and (funds.tradedate is null or funds.tradedate < ${day}::date)`.execute(db);
}

/** The NAV of a fund on a date: the published value, else its last one before (money funds: 1.0000). */
export async function navOn(db: Kysely<DB>, fundId: number, day: string): Promise<{ nav: string; incomePer10000: string | null } | null> {
  const row = await db
    .selectFrom('fund_navs')
    .select(['net_value', 'tenthou_unit_incm', 'date'])
    .where('fund_id', '=', fundId)
    .where('date', '<=', day)
    .orderBy('date', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { nav: row.net_value, incomePer10000: row.date === day ? row.tenthou_unit_incm : null } : null;
}

export interface FailureMark {
  kind: 'order' | 'portfolio_order' | 'plan' | 'wallet_withdrawal';
  id: number;
  message: string;
}

/** Marks the item (outside the failed work, so the mark survives its rollback). */
export async function markFailure(db: Kysely<DB>, failure: FailureMark, day: string, now: Date): Promise<void> {
  await db
    .insertInto('settlement_failures')
    .values({ kind: failure.kind, subject_id: failure.id, day, message: failure.message, failed_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['kind', 'subject_id']).doUpdateSet((eb) => ({ day, message: failure.message, failed_at: now.toISOString(), attempts: eb('settlement_failures.attempts', '+', 1) })))
    .execute();
}

/** Items that have settled since they failed are no longer marked. */
export async function clearSettled(db: Kysely<DB>): Promise<void> {
  await sql`delete from settlement_failures f where (f.kind = 'order' and not exists (select 1 from trade_orders o where o.id = f.subject_id and o.status = ${TradeStatus.EntrustSucceed}))
    or (f.kind = 'portfolio_order' and not exists (select 1 from portfolio_orders p where p.id = f.subject_id and p.status in (${TradeStatus.EntrustSucceed}, ${TradeStatus.InRebalance})))
    or (f.kind = 'wallet_withdrawal' and not exists (select 1 from wallet_withdrawals w where w.id = f.subject_id and w.status = ${WalletWithdrawalStatus.Pending}))`.execute(db);
}

export async function savepoint(trx: Transaction<DB>): Promise<void> {
  await sql`savepoint settlement_item`.execute(trx);
}

export async function releaseSavepoint(trx: Transaction<DB>): Promise<void> {
  await sql`release savepoint settlement_item`.execute(trx);
}

export async function rollbackToSavepoint(trx: Transaction<DB>): Promise<void> {
  await sql`rollback to savepoint settlement_item`.execute(trx);
}

/** The working plans whose next deduction date is on or before `day`. */
export async function duePlanIds(db: Kysely<DB>, day: string) {
  return db.selectFrom('fixed_investments').select('id').where('status', '=', FixedInvestmentStatus.Working).where('next_date', '<=', day).orderBy('id').execute();
}

/** Claims a due working plan (FOR UPDATE SKIP LOCKED): undefined when another node holds it or it is no longer due. */
export async function claimDuePlan(trx: Kysely<DB>, id: number, day: string) {
  return trx.selectFrom('fixed_investments').selectAll().where('id', '=', id).where('status', '=', FixedInvestmentStatus.Working).where('next_date', '<=', day).forUpdate().skipLocked().executeTakeFirst();
}

export async function cardStatusOf(db: Kysely<DB>, cardId: number) {
  return db.selectFrom('bank_cards').select('status').where('id', '=', cardId).executeTakeFirst();
}

/** Whether the plan already placed its order for a run date. */
export async function planOrderExists(db: Kysely<DB>, planId: number, runDate: string): Promise<boolean> {
  return (await db.selectFrom('trade_orders').select('id').where('fixed_investment_id', '=', planId).where('run_date', '=', runDate).executeTakeFirst()) !== undefined;
}

export async function setPlanNextDate(db: Kysely<DB>, planId: number, next: string | null, at: string): Promise<void> {
  await db.updateTable('fixed_investments').set({ next_date: next, updated_at: at }).where('id', '=', planId).execute();
}

/** Writes a confirmation's (or failure's) fields on a fund order. */
export async function updateOrder(trx: Kysely<DB>, id: number, patch: Updateable<TradeOrdersTable>): Promise<void> {
  await trx.updateTable('trade_orders').set(patch).where('id', '=', id).execute();
}

/** Writes a settlement outcome's fields on a portfolio order. */
export async function updatePortfolioOrder(trx: Kysely<DB>, id: number, patch: Updateable<PortfolioOrdersTable>): Promise<void> {
  await trx.updateTable('portfolio_orders').set(patch).where('id', '=', id).execute();
}

/** The direction of a fund order's parent portfolio order. */
export async function parentDirection(trx: Kysely<DB>, portfolioOrderId: number): Promise<number | undefined> {
  const parent = await trx.selectFrom('portfolio_orders').select('direction').where('id', '=', portfolioOrderId).executeTakeFirst();
  return parent?.direction;
}

/** Claims (FOR UPDATE SKIP LOCKED) the next batch of entrusted orders due by `day`, after id `after`. */
export async function claimDueOrders(trx: Transaction<DB>, day: string, after: number, batch: number): Promise<OrderRow[]> {
  const rows = await sql<OrderRow>`select * from trade_orders where status = ${code(TradeStatus.EntrustSucceed)} and confirm_date <= ${day}::date and id > ${after}
        order by id limit ${batch} for update skip locked`.execute(trx);
  return rows.rows;
}

/** A fund's NAV as navOn() finds it for a day: `date` is the day it was published (null: none at all). */
export interface NavFound {
  nav: string | null;
  date: string | null;
}

/** navOn() for many (fund, day) pairs in one statement, in the order asked. */
export async function navsOn(trx: Transaction<DB>, pairs: readonly { fundId: number; day: string }[]): Promise<NavFound[]> {
  if (pairs.length === 0) return [];
  const values = sql.join(pairs.map((p, i) => sql`(${i}::int, ${p.fundId}::int, ${p.day}::date)`));
  const rows = await sql<{ i: number; nav: string | null; date: string | null }>`select v.i, n.net_value::text as nav, n.date::text as date
    from (values ${values}) as v(i, fund_id, day)
    left join lateral (select net_value, date from fund_navs where fund_id = v.fund_id and date <= v.day order by date desc limit 1) n on true`.execute(trx);
  const found: NavFound[] = pairs.map(() => ({ nav: null, date: null }));
  for (const r of rows.rows) found[r.i] = { nav: r.nav, date: r.date };
  return found;
}

export function fundsByIds(trx: Transaction<DB>, ids: readonly number[]) {
  return ids.length === 0 ? Promise.resolve([]) : trx.selectFrom('funds').selectAll().where('id', 'in', ids).execute();
}

/** Which of the orders have a coupon attached. */
export async function ordersWithCoupons(trx: Transaction<DB>, orderIds: readonly number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await trx.selectFrom('user_coupons').select('used_order_id').where('used_order_id', 'in', orderIds).execute();
  return new Set(rows.map((r) => r.used_order_id).filter((id): id is number => id !== null));
}

/** A confirmed buy's fields, written for many orders at once. */
export interface BuyConfirmed {
  id: number;
  status: number;
  net_value: string;
  amount_confirm: string;
  shares_confirm: string;
  confirmed_at: string;
}

export async function updateConfirmedBuys(trx: Transaction<DB>, rows: readonly BuyConfirmed[]): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(rows.map((r) => sql`(${r.id}::int, ${r.status}::int, ${r.net_value}::numeric, ${r.amount_confirm}::numeric, ${r.shares_confirm}::numeric, ${r.confirmed_at}::timestamptz)`));
  await sql`update trade_orders o set status = v.status, net_value = v.net_value, amount_confirm = v.amount_confirm, shares_confirm = v.shares_confirm, confirmed_at = v.confirmed_at
    from (values ${values}) as v(id, status, net_value, amount_confirm, shares_confirm, confirmed_at) where o.id = v.id`.execute(trx);
}

/**
 * Whether a day's steps after its close find anything: a dividend-type change, plan, order or withdrawal
 * due by it, or an open portfolio order. One statement instead of the steps' own reads, so a day with
 * none (most of a replayed year) costs one read.
 */
export async function dayHasWork(db: Kysely<DB>, day: string): Promise<boolean> {
  const found = await sql<{ work: boolean }>`select
      exists (select 1 from holdings where divi_type in (${code(AccountDividendType.ChangingToReinvest)}, ${code(AccountDividendType.ChangingToCash)}) and divi_type_confirm_date <= ${day}::date)
      or exists (select 1 from fixed_investments where status = ${code(FixedInvestmentStatus.Working)} and next_date <= ${day}::date)
      or exists (select 1 from trade_orders where status = ${code(TradeStatus.EntrustSucceed)} and confirm_date <= ${day}::date)
      or exists (select 1 from portfolio_orders where status in (${code(TradeStatus.EntrustSucceed)}, ${code(TradeStatus.InRebalance)}))
      or exists (select 1 from wallet_withdrawals where status = ${code(WalletWithdrawalStatus.Pending)} and arrive_date <= ${day}::date) as work`.execute(db);
  return found.rows[0]?.work ?? true;
}

/** Waits until no other node holds a claimed order due by `day` (locking, then releasing, those still entrusted). */
export async function waitForClaimedOrders(db: Kysely<DB>, day: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select id from trade_orders where status = ${code(TradeStatus.EntrustSucceed)} and confirm_date <= ${day}::date for update`.execute(trx);
  });
}

/** Open portfolio orders with children, none of them still entrusted. */
export async function portfolioOrdersDone(db: Kysely<DB>): Promise<{ id: number }[]> {
  const due = await sql<{ id: number }>`select p.id from portfolio_orders p where p.status in (${TradeStatus.EntrustSucceed}, ${TradeStatus.InRebalance})
      and exists (select 1 from trade_orders c where c.portfolio_order_id = p.id)
      and not exists (select 1 from trade_orders c where c.portfolio_order_id = p.id and c.status = ${TradeStatus.EntrustSucceed})
    order by p.id`.execute(db);
  return due.rows;
}

/** Claims an open portfolio order (FOR UPDATE SKIP LOCKED); undefined when settled or held by another node. */
export async function claimOpenPortfolioOrder(trx: Transaction<DB>, id: number) {
  return trx.selectFrom('portfolio_orders').selectAll().where('id', '=', id)
    .where('status', 'in', [TradeStatus.EntrustSucceed, TradeStatus.InRebalance]).forUpdate().skipLocked().executeTakeFirst();
}
