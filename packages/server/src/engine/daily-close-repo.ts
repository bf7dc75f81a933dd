// SQL of a trading day's close: dividends due, holdings to pay and count income on, daily incomes,
// dividend-type changes, and held portfolios' advisory fees.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface HeldRow {
  user_id: number;
  fund_id: number;
  bank_card_id: number;
  portfolio_id: number;
  shares: string;
  divi_type: number;
  is_bao: boolean;
}

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

/** Every holding with shares, with whether its fund is the cash treasure. */
export async function heldWithShares(db: Kysely<DB>): Promise<HeldRow[]> {
  const held = await sql<HeldRow>`select h.user_id, h.fund_id, h.bank_card_id, h.portfolio_id, h.shares, h.divi_type, f.is_bao
    from holdings h join funds f on f.id = h.fund_id where h.shares > 0`.execute(db);
  return held.rows;
}

/** Records the day's income of a holding; false when it was already there. */
export async function insertDailyIncome(trx: Kysely<DB>, h: HeldRow, day: string, income: string): Promise<boolean> {
  const row = await trx
    .insertInto('daily_incomes')
    .values({ user_id: h.user_id, fund_id: h.fund_id, bank_card_id: h.bank_card_id, portfolio_id: h.portfolio_id, date: day, income })
    .onConflict((oc) => oc.doNothing())
    .returning('date')
    .executeTakeFirst();
  return row !== undefined;
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
