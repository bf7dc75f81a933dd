// SQL of store income: the fees holders paid per owned portfolio, the daily accruals, the withdrawals.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

export interface OwnedFees {
  portfolio_id: number;
  owner_user_id: number;
  /** The day's fees of the portfolio's holders (the owner's own holding pays the owner nothing). */
  fee: string;
  /** All their fees up to and including the day. */
  fees_so_far: string;
  /** What earlier days accrued to the owner. */
  accrued_before: string;
}

/** Owned portfolios whose holders were charged an advisory fee on `day`, with their running totals. */
export async function ownedPortfolioFees(db: Db, day: string): Promise<OwnedFees[]> {
  const rows = await sql<OwnedFees>`
    select p.id as portfolio_id, p.owner_user_id,
      coalesce(sum(f.fare) filter (where f.date = ${day}::date), 0)::text as fee,
      coalesce(sum(f.fare), 0)::text as fees_so_far,
      (select coalesce(sum(a.amount), 0) from store_income_accruals a where a.portfolio_id = p.id and a.date < ${day}::date)::text as accrued_before
    from portfolios p join portfolio_fares f on f.portfolio_id = p.id and f.date <= ${day}::date and f.user_id <> p.owner_user_id
    where p.owner_user_id is not null
    group by p.id, p.owner_user_id
    having count(*) filter (where f.date = ${day}::date) > 0`.execute(db);
  return rows.rows;
}

/** Records a day's accrual once; false when that day was accrued before (a second run or node). */
export async function insertAccrual(trx: Transaction<DB>, row: { portfolio_id: number; date: string; owner_user_id: number; fee: string; amount: string; created_at: string }): Promise<boolean> {
  const inserted = await trx.insertInto('store_income_accruals').values(row).onConflict((oc) => oc.columns(['portfolio_id', 'date']).doNothing()).returning('date').executeTakeFirst();
  return inserted !== undefined;
}

export async function accruedTotal(db: Db, ownerId: number): Promise<string> {
  const row = await sql<{ total: string }>`select coalesce(sum(amount), 0)::text as total from store_income_accruals where owner_user_id = ${ownerId}`.execute(db);
  return row.rows[0]?.total ?? '0';
}

export async function withdrawnTotal(db: Db, ownerId: number): Promise<string> {
  const row = await sql<{ total: string }>`select coalesce(sum(amount), 0)::text as total from store_income_withdrawals where user_id = ${ownerId}`.execute(db);
  return row.rows[0]?.total ?? '0';
}

export interface OwnedPortfolioIncome {
  id: number;
  name: string;
  manage_fare_ratio: string;
  income_total: string;
  income_latest: string;
  latest_date: string | null;
}

/** The owner's portfolios (or one of them), each with its income so far and its latest day's. */
export async function ownedPortfolioIncomes(db: Db, ownerId: number, portfolioId?: number): Promise<OwnedPortfolioIncome[]> {
  const one = portfolioId === undefined ? sql`true` : sql`p.id = ${portfolioId}`;
  const rows = await sql<OwnedPortfolioIncome>`
    select p.id, p.name, p.manage_fare_ratio::text as manage_fare_ratio,
      coalesce((select sum(a.amount) from store_income_accruals a where a.portfolio_id = p.id), 0)::text as income_total,
      coalesce(l.amount, 0)::text as income_latest, to_char(l.date, 'YYYY-MM-DD') as latest_date
    from portfolios p
    left join lateral (select a.amount, a.date from store_income_accruals a where a.portfolio_id = p.id order by a.date desc limit 1) l on true
    where p.owner_user_id = ${ownerId} and ${one}
    order by p.id`.execute(db);
  return rows.rows;
}

export async function accrualCount(db: Db, portfolioId: number): Promise<number> {
  const row = await db.selectFrom('store_income_accruals').select((eb) => eb.fn.countAll<number>().as('n')).where('portfolio_id', '=', portfolioId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function accrualPage(db: Db, portfolioId: number, limit: number, offset: number) {
  const rows = await sql<{ date: string; fee: string; income: string }>`select to_char(date, 'YYYY-MM-DD') as date, fee::text as fee, amount::text as income
    from store_income_accruals where portfolio_id = ${portfolioId} order by date desc limit ${limit} offset ${offset}`.execute(db);
  return rows.rows;
}

export async function insertIncomeWithdrawal(trx: Transaction<DB>, row: { user_id: number; amount: string; status: number; created_at: string }) {
  return trx.insertInto('store_income_withdrawals').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function incomeWithdrawalCount(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('store_income_withdrawals').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function incomeWithdrawalPage(db: Db, userId: number, limit: number, offset: number) {
  return db.selectFrom('store_income_withdrawals').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).offset(offset).execute();
}
