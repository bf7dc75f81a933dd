// What suitability needs to know about products and holdings, behind one port so the risk rules do not
// depend on how the market and trading areas store them. Funds come from the market's `funds` table;
// portfolios from the portfolio catalogue's `portfolios`; holdings from the trading engine's `holdings`.
import { sql, type Kysely } from 'kysely';
import { meetsRiskLevel, portfolioRiskToLevel } from '@fund/core/risk';
import type { Wire } from '@fund/core/api';
import type { DB } from '../../db/schema';
import { toFundRow } from '../funds/fund-mappers';
import { findFund } from '../funds/funds-repo';

export interface ProductRisk {
  id: number;
  name: string;
  /** On the 1-5 scale (portfolios already converted). */
  level: number;
}

export interface ProductCatalog {
  fund(id: number): Promise<ProductRisk | null>;
  portfolio(id: number): Promise<ProductRisk | null>;
  /** The user's held funds whose risk is above `level` (mismatch_assets). */
  heldAbove(userId: number, level: number): Promise<Wire.FundRow[]>;
}

export function databaseProductCatalog(db: Kysely<DB>): ProductCatalog {
  return {
    async fund(id) {
      const row = await db.selectFrom('funds').select(['id', 'abbr_name', 'investment_risk']).where('id', '=', id).executeTakeFirst();
      return row ? { id: row.id, name: row.abbr_name, level: row.investment_risk } : null;
    },
    async portfolio(id) {
      const row = await db.selectFrom('portfolios').select(['id', 'name', 'investment_risk']).where('id', '=', id).executeTakeFirst();
      return row ? { id: row.id, name: row.name, level: portfolioRiskToLevel(row.investment_risk) } : null;
    },
    async heldAbove(userId, level) {
      // Funds the user holds shares of directly (on any card), once each. Shares inside a portfolio (scope
      // portfolio_id > 0) were bought against the portfolio's own risk and are not the user's direct holdings,
      // as in every other direct-holding read.
      const held = await db
        .selectFrom('holdings')
        .innerJoin('funds', 'funds.id', 'holdings.fund_id')
        .select(['funds.symbol', 'funds.investment_risk'])
        .where('holdings.user_id', '=', userId)
        .where('holdings.portfolio_id', '=', 0)
        .where(sql<boolean>`holdings.shares + holdings.shares_frozen > 0`)
        .groupBy(['funds.symbol', 'funds.investment_risk'])
        .orderBy('funds.symbol')
        .execute();
      const above = held.filter((h) => !meetsRiskLevel(level, h.investment_risk));
      const rows = await Promise.all(above.map((h) => findFund(db, h.symbol)));
      return rows.flatMap((r) => (r ? [toFundRow(r)] : []));
    },
  };
}
