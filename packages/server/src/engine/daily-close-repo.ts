// SQL of a trading day's close: dividends due, holdings to pay and count income on, daily incomes,
// dividend-type changes, and held portfolios' advisory fees.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Cash dividends going ex on `day`. */
export async function dividendsExOn(db: Kysely<DB>, day: string) {
  return db.selectFrom('fund_dividends').selectAll().where('ex_date', '=', day).where('kind', '=', 'dividend').where('per_share', 'is not', null).execute();
}

/** The holdings of a fund with shares. */
export async function holdersOf(db: Kysely<DB>, fundId: number) {
  return db.selectFrom('holdings').selectAll().where('fund_id', '=', fundId).where('shares', '>', '0').execute();
}

/** Locks the holding row until the transaction ends. */
export async function lockHolding(trx: Kysely<DB>, holdingId: number): Promise<void> {
  await trx.selectFrom('holdings').select('id').where('id', '=', holdingId).forUpdate().execute();
}

/** Whether the dividend of a record date was already paid to the holding (user, card, scope). */
export async function dividendPaid(trx: Kysely<DB>, h: { fund_id: number; user_id: number; bank_card_id: number; portfolio_id: number }, recordDate: string): Promise<boolean> {
  const exists = await trx.selectFrom('trade_orders').select('id').where('fund_id', '=', h.fund_id).where('dividend_date', '=', recordDate).where('user_id', '=', h.user_id)
    .where('bank_card_id', '=', h.bank_card_id).where('portfolio_id', '=', h.portfolio_id).executeTakeFirst();
  return exists !== undefined;
}

export interface CreditedIncome {
  user_id: number;
  fund_id: number;
  bank_card_id: number;
  portfolio_id: number;
  income: string;
}

/**
 * Records the day's income of every holding with shares, in one statement, leaving any already there:
 * the cash treasure's shares × income per 10,000 of the day / 10,000 (none without that day's figure),
 * other funds' shares × (latest NAV up to the day − the one before it), each rounded half-up to cents.
 * Returns the cash treasure's positive incomes just written, which are credited as shares.
 * Each lookup has a LIMIT so it stays a per-holding index probe: without it the planner may hash-join
 * a scan of the whole NAV table (about 20 ms a day on the demo market).
 */
export async function insertDayIncomes(trx: Kysely<DB>, day: string): Promise<CreditedIncome[]> {
  const rows = await sql<CreditedIncome>`
    with held as (select h.user_id, h.fund_id, h.bank_card_id, h.portfolio_id, h.shares, f.is_bao from holdings h join funds f on f.id = h.fund_id where h.shares > 0),
    incomes as (
      select held.user_id, held.fund_id, held.bank_card_id, held.portfolio_id, held.is_bao,
        case when held.is_bao then round(held.shares * b.tenthou_unit_incm / 10000, 2) else round(held.shares * (t.net_value - p.net_value), 2) end as income
      from held
      left join lateral (select tenthou_unit_incm from fund_navs where fund_id = held.fund_id and date = ${day}::date limit 1) b on held.is_bao
      left join lateral (select net_value from fund_navs where fund_id = held.fund_id and date <= ${day}::date order by date desc limit 1) t on not held.is_bao
      left join lateral (select net_value from fund_navs where fund_id = held.fund_id and date < ${day}::date order by date desc limit 1) p on not held.is_bao),
    written as (
      insert into daily_incomes (user_id, fund_id, bank_card_id, portfolio_id, date, income)
      select user_id, fund_id, bank_card_id, portfolio_id, ${day}::date, income from incomes where income is not null
      on conflict do nothing
      returning user_id, fund_id, bank_card_id, portfolio_id, income)
    select w.user_id, w.fund_id, w.bank_card_id, w.portfolio_id, w.income::text as income
    from written w join funds f on f.id = w.fund_id where f.is_bao and w.income > 0
    order by w.user_id, w.bank_card_id, w.portfolio_id`.execute(trx);
  return rows.rows;
}

/** Pending dividend-type changes due by `day` take effect. */
export async function applyDiviTypeChanges(db: Kysely<DB>, day: string, now: Date): Promise<void> {
  await sql`update holdings set divi_type = case divi_type when 3 then 1 when 4 then 2 else divi_type end,
      divi_type_confirm_date = null, updated_at = ${now.toISOString()}::timestamptz
    where divi_type in (3, 4) and divi_type_confirm_date <= ${day}::date`.execute(db);
}

/** Each held portfolio's worth per user and card at the day's NAVs, with its advisory fee ratio. */
export async function heldPortfolioWorths(db: Kysely<DB>, day: string) {
  const held = await sql<{ user_id: number; portfolio_id: number; bank_card_id: number; ratio: string; worth: string }>`
    select h.user_id, h.portfolio_id, h.bank_card_id, p.manage_fare_ratio::text as ratio,
      sum(round(h.shares * (case when f.is_bao then 1 else coalesce(n.net_value, f.net_value, 1) end), 2))::text as worth
    from holdings h join funds f on f.id = h.fund_id join portfolios p on p.id = h.portfolio_id
    left join lateral (select net_value from fund_navs where fund_id = h.fund_id and date <= ${day}::date order by date desc limit 1) n on true
    where h.portfolio_id > 0 and h.shares > 0
    group by h.user_id, h.portfolio_id, h.bank_card_id, p.manage_fare_ratio`.execute(db);
  return held.rows;
}

export interface FareRow {
  user_id: number;
  portfolio_id: number;
  bank_card_id: number;
  date: string;
  worth: string;
  fare: string;
}

export async function insertPortfolioFares(db: Kysely<DB>, rows: readonly FareRow[]): Promise<void> {
  await db.insertInto('portfolio_fares').values(rows).onConflict((oc) => oc.doNothing()).execute();
}
