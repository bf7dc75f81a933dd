// SQL of the portfolio catalogue beyond one portfolio (catalog-repo): the target sets over time, the
// funds under a target, the portfolio lists and topics, follows, and the development target change.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { PortfolioRow } from './catalog-repo';

type Db = Kysely<DB> | Transaction<DB>;

/** Every target position effective on or before `day`, oldest first. */
export function targetsUpTo(db: Kysely<DB>, portfolioId: number, day: string) {
  return db.selectFrom('portfolio_positions').select(['fund_id', 'effective_from', 'percent']).where('portfolio_id', '=', portfolioId).where('effective_from', '<=', day).orderBy('effective_from').execute();
}

export function fundSubtypes(db: Kysely<DB>, fundIds: readonly number[]) {
  return db.selectFrom('funds').select(['id', 'symbol_stype']).where('id', 'in', fundIds).execute();
}

/** The funds' published NAVs from `start` to `day`, by date. */
export function fundNavsBetween(db: Kysely<DB>, fundIds: readonly number[], start: string, day: string) {
  return db
    .selectFrom('fund_navs')
    .select(['fund_id', 'date', 'net_value', 'net_cumulative', 'tenthou_unit_incm'])
    .where('fund_id', 'in', fundIds)
    .where('date', '>=', start)
    .where('date', '<=', day)
    .orderBy('date')
    .execute();
}

/** Replaces the target set effective on `day` (inside the caller's transaction). */
export async function replaceTargetsOn(trx: Transaction<DB>, portfolioId: number, day: string, positions: readonly { fund_id: number; percent: string }[]): Promise<void> {
  await trx.deleteFrom('portfolio_positions').where('portfolio_id', '=', portfolioId).where('effective_from', '=', day).execute();
  await trx
    .insertInto('portfolio_positions')
    .values(positions.map((p) => ({ portfolio_id: portfolioId, fund_id: p.fund_id, effective_from: day, percent: p.percent })))
    .execute();
}

/** Every portfolio by id; only tradable and buyable ones when `tradableOnly`. */
export function portfoliosList(db: Kysely<DB>, tradableOnly: boolean): Promise<PortfolioRow[]> {
  let query = db.selectFrom('portfolios').selectAll().orderBy('id');
  if (tradableOnly) query = query.where('allow_trade', '=', true).where('allow_buy', '=', true);
  return query.execute();
}

export function portfoliosOfTopic(db: Kysely<DB>, code: string): Promise<PortfolioRow[]> {
  return db.selectFrom('portfolios').selectAll().where('topic', '=', code).orderBy('id').execute();
}

/** The figures a detailed position shows of each fund. */
export function positionFunds(db: Kysely<DB>, fundIds: readonly number[]) {
  return db
    .selectFrom('funds')
    .select(['id', 'symbol', 'abbr_name', 'symbol_stype', 'investment_risk', 'allow_trade', 'allow_buy', 'allow_sell', 'is_bao', 'net_value', 'tradedate', 'percent_day', 'percent_year', 'year_yld'])
    .where('id', 'in', fundIds)
    .execute();
}

export function fundRows(db: Kysely<DB>, fundIds: readonly number[]) {
  return db.selectFrom('funds').selectAll().where('id', 'in', fundIds).execute();
}

export function fundSellDays(db: Kysely<DB>, fundIds: readonly number[]) {
  return db.selectFrom('funds').select('t_days_sell').where('id', 'in', fundIds).execute();
}

/** Adds or removes the follow; the number of rows that changed (0 when it already was so). */
export async function writeFollow(trx: Transaction<DB>, userId: number, portfolioId: number, follow: boolean, now: Date): Promise<number> {
  const changed = follow
    ? await trx.insertInto('portfolio_follows').values({ user_id: userId, portfolio_id: portfolioId, created_at: now.toISOString() }).onConflict((oc) => oc.columns(['user_id', 'portfolio_id']).doNothing()).executeTakeFirst()
    : await trx.deleteFrom('portfolio_follows').where('user_id', '=', userId).where('portfolio_id', '=', portfolioId).executeTakeFirst();
  return Number('numInsertedOrUpdatedRows' in changed ? changed.numInsertedOrUpdatedRows ?? 0 : changed.numDeletedRows);
}

export async function moveFollowers(trx: Transaction<DB>, portfolioId: number, follow: boolean): Promise<void> {
  await trx.updateTable('portfolios').set((eb) => ({ followers_count: eb('followers_count', follow ? '+' : '-', 1) })).where('id', '=', portfolioId).execute();
}

/** The user's followed portfolios, latest follow first. */
export function followedPortfolios(db: Kysely<DB>, userId: number): Promise<PortfolioRow[]> {
  return db
    .selectFrom('portfolio_follows')
    .innerJoin('portfolios', 'portfolios.id', 'portfolio_follows.portfolio_id')
    .selectAll('portfolios')
    .where('portfolio_follows.user_id', '=', userId)
    .orderBy('portfolio_follows.created_at', 'desc')
    .orderBy('portfolios.id')
    .execute();
}

/** The distinct topics of the portfolios, descending. */
export function topicsOf(db: Db, portfolioIds: readonly number[]) {
  return db.selectFrom('portfolios').select('topic').distinct().where('id', 'in', portfolioIds).orderBy('topic', 'desc').execute();
}
