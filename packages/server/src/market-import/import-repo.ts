// SQL of the market import: funds by code, companies and managers by name, NAV rows, dividends, and the
// confirmed orders dealt at a NAV that has since been corrected.
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { TradeStatus } from '@fund/core/trade';
import { ManagerPostStatus } from '@fund/core/market';
import type { DB } from '../db/schema';
import type { NavRow } from '../market-model/series';
import type { FundsTable } from '../db/tables/market-tables';
import type { FundDividendsTable } from '../db/tables/research-tables';

export type ImportDb = Kysely<DB>;

export async function fundsByCode(db: ImportDb, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return db.selectFrom('funds').selectAll().where('code', 'in', [...codes]).execute();
}

/** The company's id, made when the import names one the database does not hold. */
export async function companyId(db: ImportDb, name: string, established: string): Promise<number> {
  const found = await db.selectFrom('fund_companies').select('id').where('name', '=', name).executeTakeFirst();
  if (found) return found.id;
  const made = await db
    .insertInto('fund_companies')
    .values({ name, abbr_name: name, estab_date: established, assets_total: '0.00', service_tel: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return made.id;
}

const NO_SCORES = JSON.stringify({ profitability: 0, sharpe_ratio: 0, stock_selection: 0, anti_risk: 0, timing_selection: 0, experience: 0, index_following: 0, excess_income: 0, stability: 0 });

/** The manager of that name at the company, made (in post, no scores yet) when missing. */
export async function managerId(db: ImportDb, name: string, company: number, since: string, goodAt: string): Promise<number> {
  const found = await db.selectFrom('managers').select('id').where('name', '=', name).where('company_id', '=', company).executeTakeFirst();
  if (found) return found.id;
  const made = await db
    .insertInto('managers')
    .values({
      name, company_id: company, post_status: ManagerPostStatus.InPost, start_date: since, end_date: null, work_seniority: '0', index_rate_tyear: null,
      good_at_type: goodAt, good_at_types: JSON.stringify([goodAt]), scores: NO_SCORES, bull_market: null, bear_market: null, seesawing_market: null, extreme_markets: null, recommend_rank: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return made.id;
}

/** Links the listed managers to the fund; those no longer listed leave it on `today`. Returns whether anything changed. */
export async function setFundManagers(db: ImportDb, fundId: number, managerIds: readonly number[], since: string, today: string): Promise<boolean> {
  const current = await db.selectFrom('fund_managers').select(['manager_id', 'end_date']).where('fund_id', '=', fundId).execute();
  let changed = false;
  for (const id of managerIds) {
    const link = current.find((c) => c.manager_id === id);
    if (link && link.end_date === null) continue;
    changed = true;
    if (link) await db.updateTable('fund_managers').set({ end_date: null }).where('fund_id', '=', fundId).where('manager_id', '=', id).execute();
    else await db.insertInto('fund_managers').values({ fund_id: fundId, manager_id: id, start_date: since, end_date: null }).execute();
  }
  for (const gone of current.filter((c) => c.end_date === null && !managerIds.includes(c.manager_id))) {
    changed = true;
    await db.updateTable('fund_managers').set({ end_date: today }).where('fund_id', '=', fundId).where('manager_id', '=', gone.manager_id).execute();
  }
  return changed;
}

export async function navsOf(db: ImportDb, fundId: number): Promise<NavRow[]> {
  return db.selectFrom('fund_navs').select(['date', 'net_value', 'net_cumulative', 'percent', 'year_yld', 'tenthou_unit_incm']).where('fund_id', '=', fundId).orderBy('date').execute();
}

/** Confirmed orders of the fund dealt on `date` at `nav`: what a later correction of that NAV leaves as it was. */
export async function ordersDealtAt(db: ImportDb, fundId: number, date: string, nav: string): Promise<number[]> {
  const rows = await db
    .selectFrom('trade_orders')
    .select('id')
    .where('fund_id', '=', fundId)
    .where('trade_date', '=', date)
    .where('net_value', '=', nav)
    .where('status', 'in', [TradeStatus.TradeSucceed, TradeStatus.SubscriptionConfirmed])
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function setNavPercent(db: ImportDb, fundId: number, date: string, percent: string | null): Promise<void> {
  await db.updateTable('fund_navs').set({ percent }).where('fund_id', '=', fundId).where('date', '=', date).execute();
}

export async function setFundColumns(db: ImportDb, fundId: number, columns: Updateable<FundsTable>): Promise<void> {
  await db.updateTable('funds').set(columns).where('id', '=', fundId).execute();
}

export async function insertFund(db: ImportDb, row: Insertable<FundsTable>): Promise<number> {
  return (await db.insertInto('funds').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function navOfDay(db: ImportDb, fundId: number, date: string): Promise<NavRow | undefined> {
  return db.selectFrom('fund_navs').select(['date', 'net_value', 'net_cumulative', 'percent', 'year_yld', 'tenthou_unit_incm']).where('fund_id', '=', fundId).where('date', '=', date).executeTakeFirst();
}

export type NavValues = Pick<NavRow, 'net_value' | 'net_cumulative' | 'year_yld' | 'tenthou_unit_incm'>;

export async function insertNav(db: ImportDb, fundId: number, date: string, values: NavValues): Promise<void> {
  await db.insertInto('fund_navs').values({ fund_id: fundId, date, percent: null, ...values }).execute();
}

export async function replaceNav(db: ImportDb, fundId: number, date: string, values: NavValues): Promise<void> {
  await db.updateTable('fund_navs').set(values).where('fund_id', '=', fundId).where('date', '=', date).execute();
}

export type DividendValues = Pick<FundDividendsTable, 'ex_date' | 'pay_date' | 'per_share'>;

const dividendOf = (db: ImportDb, fundId: number, recordDate: string) =>
  db.selectFrom('fund_dividends').selectAll().where('fund_id', '=', fundId).where('record_date', '=', recordDate).where('kind', '=', 'dividend');

export async function storedDividend(db: ImportDb, fundId: number, recordDate: string) {
  return dividendOf(db, fundId, recordDate).executeTakeFirst();
}

export async function saveDividend(db: ImportDb, fundId: number, recordDate: string, values: DividendValues, exists: boolean): Promise<void> {
  if (exists) await db.updateTable('fund_dividends').set(values).where('fund_id', '=', fundId).where('record_date', '=', recordDate).where('kind', '=', 'dividend').execute();
  else await db.insertInto('fund_dividends').values({ fund_id: fundId, record_date: recordDate, kind: 'dividend', split_ratio: null, ...values }).execute();
}

/** How many funds have NAVs, and the latest NAV date (the production feed's start line). */
export async function navCoverage(db: ImportDb): Promise<{ funds: number; last: string | null }> {
  const held = await sql<{ funds: number; last: string | null }>`select count(distinct fund_id)::int as funds, max(date)::text as last from fund_navs`.execute(db);
  return held.rows[0] ?? { funds: 0, last: null };
}
