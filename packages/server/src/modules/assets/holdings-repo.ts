// SQL of holdings reads: positions with their latest NAV, income by day. By default these are the user's direct
// funds (portfolio_id 0); the account-wide reads (income of the whole account, asset allocation) ask for 'all',
// so they agree with my assets' totals, which count what is held inside portfolios too.
import { sql, type Kysely } from 'kysely';
import { TradeStatus } from '@fund/core/trade';
import type { DB } from '../../db/schema';
import { code } from '../../db/sql-codes';

export interface PositionRow {
  fund_id: number;
  bank_card_id: number;
  shares: string;
  shares_frozen: string;
  divi_type: number;
  is_bao: boolean;
  net_value: string;
  tradedate: string | null;
  allow_sell: boolean;
}

/** Direct funds only, or everything the user holds (inside portfolios too). */
export type HoldingScope = 'direct' | 'all';
const inScope = (scope: HoldingScope, column: string) => (scope === 'all' ? sql`true` : sql`${sql.ref(column)} = 0`);

export async function positions(db: Kysely<DB>, userId: number, fundId?: number, scope: HoldingScope = 'direct'): Promise<PositionRow[]> {
  const r = await sql<PositionRow>`select h.fund_id, h.bank_card_id, h.shares, h.shares_frozen, h.divi_type, f.is_bao,
      coalesce(f.net_value, 1)::text as net_value, f.tradedate, f.allow_sell
    from holdings h join funds f on f.id = h.fund_id
    where h.user_id = ${userId} and ${inScope(scope, 'h.portfolio_id')}
      and (h.shares > 0 or exists (select 1 from trade_orders o where o.user_id = h.user_id and o.fund_id = h.fund_id and o.portfolio_id = h.portfolio_id and o.status = ${code(TradeStatus.EntrustSucceed)}))
      and ${fundId === undefined ? sql`true` : sql`h.fund_id = ${fundId}`}
    order by h.fund_id, h.bank_card_id`.execute(db);
  return r.rows;
}

export interface IncomeSums {
  fund_id: number;
  total: string;
  latest: string;
}

export async function incomeSums(db: Kysely<DB>, userId: number): Promise<IncomeSums[]> {
  const r = await sql<IncomeSums>`select fund_id, sum(income)::text as total,
      coalesce(sum(income) filter (where date = (select max(date) from daily_incomes where user_id = ${userId} and portfolio_id = 0)), 0)::text as latest
    from daily_incomes where user_id = ${userId} and portfolio_id = 0 group by fund_id`.execute(db);
  return r.rows;
}

export async function incomeByDay(db: Kysely<DB>, userId: number, fundId: number | undefined, limit: number, offset: number, scope: HoldingScope = 'direct'): Promise<{ rows: { date: string; income: string }[]; count: number }> {
  const fund = fundId === undefined ? sql`true` : sql`fund_id = ${fundId}`;
  const where = sql`user_id = ${userId} and ${fund} and ${inScope(scope, 'portfolio_id')}`;
  const rows = await sql<{ date: string; income: string }>`select date, sum(income)::text as income from daily_incomes where ${where}
    group by date order by date desc limit ${limit} offset ${offset}`.execute(db);
  const count = await sql<{ n: number }>`select count(distinct date)::int as n from daily_incomes where ${where}`.execute(db);
  return { rows: rows.rows, count: count.rows[0]?.n ?? 0 };
}

export async function allocations(db: Kysely<DB>, fundIds: number[]): Promise<{ fund_id: number; stock: string; bond: string; cash: string; other: string }[]> {
  if (fundIds.length === 0) return [];
  const r = await sql<{ fund_id: number; stock: string; bond: string; cash: string; other: string }>`select distinct on (fund_id) fund_id, stock, bond, cash, other
    from fund_asset_allocations where fund_id = any(${fundIds}::int[]) order by fund_id, report_date desc`.execute(db);
  return r.rows;
}

function moneyRows(db: Kysely<DB>, userId: number) {
  return db.selectFrom('ledger_entries').where('user_id', '=', userId).where('account', 'in', ['card', 'fee', 'wallet']);
}

/** How many ledger rows of the user's card money and fees there are. */
export async function countMoneyRows(db: Kysely<DB>, userId: number): Promise<number> {
  const count = await moneyRows(db, userId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(count?.n ?? 0);
}

/** A page of the user's card money and fee rows, newest first. */
export async function moneyRowPage(db: Kysely<DB>, userId: number, limit: number, offset: number) {
  return moneyRows(db, userId).select(['id', 'account', 'amount', 'memo', 'order_id', 'bank_card_id', 'created_at']).orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

/** The user's direct holdings of a fund (one per card). */
export async function directHoldingsOf(db: Kysely<DB>, userId: number, fundId: number) {
  return db.selectFrom('holdings').selectAll().where('user_id', '=', userId).where('fund_id', '=', fundId).where('portfolio_id', '=', 0).execute();
}

/** Sets a pending dividend type on the user's direct holdings of a fund, effective on `confirmDate`. */
export async function setPendingDiviType(db: Kysely<DB>, userId: number, fundId: number, pending: number, confirmDate: string, at: string): Promise<void> {
  await db
    .updateTable('holdings')
    .set({ divi_type: pending, divi_type_confirm_date: confirmDate, updated_at: at })
    .where('user_id', '=', userId)
    .where('fund_id', '=', fundId)
    .where('portfolio_id', '=', 0)
    .execute();
}

export function cardIdsOf(db: Kysely<DB>, userId: number) {
  return db.selectFrom('bank_cards').select('id').where('user_id', '=', userId).execute();
}

export async function fundIdOfSymbol(db: Kysely<DB>, symbol: string): Promise<number | undefined> {
  return (await db.selectFrom('funds').select('id').where('symbol', '=', symbol).executeTakeFirst())?.id;
}
