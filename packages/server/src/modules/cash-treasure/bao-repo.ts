// SQL of the cash treasure reads: direct balances per card, income sums, fast redemptions of a day, income history.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The user's direct holdings of the fund, by card. */
export function directBalances(db: Kysely<DB>, userId: number, fundId: number) {
  return db.selectFrom('holdings').selectAll().where('user_id', '=', userId).where('fund_id', '=', fundId).where('portfolio_id', '=', 0).orderBy('bank_card_id').execute();
}

/** The user's total direct income of the fund and that of its latest day. */
export async function directIncomeSums(db: Kysely<DB>, userId: number, fundId: number): Promise<{ total: string; latest: string } | undefined> {
  const row = await sql<{ total: string; latest: string }>`select coalesce(sum(income), 0)::text as total,
      coalesce((select sum(income) from daily_incomes where user_id = ${userId} and fund_id = ${fundId} and portfolio_id = 0
        and date = (select max(date) from daily_incomes where user_id = ${userId} and fund_id = ${fundId} and portfolio_id = 0)), 0)::text as latest
    from daily_incomes where user_id = ${userId} and fund_id = ${fundId} and portfolio_id = 0`.execute(db);
  return row.rows[0];
}

export function userCardIds(db: Kysely<DB>, userId: number) {
  return db.selectFrom('bank_cards').select('id').where('user_id', '=', userId).execute();
}

/** The amount of the user's fast redemptions in `status` applied since `since`. */
export async function fastRedeemedSince(db: Kysely<DB>, userId: number, status: number, since: Date): Promise<string | undefined> {
  const used = await db
    .selectFrom('trade_orders')
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('total'))
    .where('user_id', '=', userId)
    .where('is_fast', '=', true)
    .where('status', '=', status)
    .where('apply_at', '>=', sql<Date>`${since.toISOString()}::timestamptz`)
    .executeTakeFirst();
  return used?.total;
}

export async function countNavs(db: Kysely<DB>, fundId: number): Promise<number> {
  const count = await db.selectFrom('fund_navs').select((eb) => eb.fn.countAll<number>().as('n')).where('fund_id', '=', fundId).executeTakeFirst();
  return Number(count?.n ?? 0);
}

/** A page of the fund's daily yields with the user's direct income of each day, newest first. */
export async function incomeHistoryPage(db: Kysely<DB>, userId: number, fundId: number, limit: number, offset: number) {
  const rows = await sql<{ date: string; tenthou_unit_incm: string | null; year_yld: string | null; income: string | null }>`
    select n.date, n.tenthou_unit_incm, n.year_yld, (select sum(i.income) from daily_incomes i where i.user_id = ${userId} and i.fund_id = n.fund_id and i.portfolio_id = 0 and i.date = n.date)::text as income
    from fund_navs n where n.fund_id = ${fundId} order by n.date desc limit ${limit} offset ${offset}`.execute(db);
  return rows.rows;
}
