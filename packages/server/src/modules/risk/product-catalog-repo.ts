// SQL of the products the suitability checks rate: a fund's and a portfolio's risk, and the funds the
// user holds directly.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export function fundRisk(db: Kysely<DB>, id: number) {
  return db.selectFrom('funds').select(['id', 'abbr_name', 'investment_risk']).where('id', '=', id).executeTakeFirst();
}

export function portfolioRisk(db: Kysely<DB>, id: number) {
  return db.selectFrom('portfolios').select(['id', 'name', 'investment_risk']).where('id', '=', id).executeTakeFirst();
}

/**
 * Funds the user holds shares of directly (on any card), once each, by symbol. Shares inside a portfolio
 * (scope portfolio_id > 0) are not the user's direct holdings.
 */
export function directlyHeldFundRisks(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('holdings')
    .innerJoin('funds', 'funds.id', 'holdings.fund_id')
    .select(['funds.symbol', 'funds.investment_risk'])
    .where('holdings.user_id', '=', userId)
    .where('holdings.portfolio_id', '=', 0)
    .where(sql<boolean>`holdings.shares + holdings.shares_frozen > 0`)
    .groupBy(['funds.symbol', 'funds.investment_risk'])
    .orderBy('funds.symbol')
    .execute();
}
