// What suitability needs to know about products and holdings, behind one port so the risk rules do not
// depend on how the market and trading areas store them. Funds come from the market's `funds` table;
// portfolios from the portfolio catalogue's `portfolios`; holdings from the trading engine's `holdings`.
import type { Kysely } from 'kysely';
import { meetsRiskLevel, portfolioRiskToLevel } from '@fund/core/risk';
import type { Wire } from '@fund/core/api';
import type { DB } from '../../db/schema';
import { toFundRow } from '../fund/fund-mappers';
import { findFund } from '../fund/funds-repo';
import { directlyHeldFundRisks, fundRisk, portfolioRisk } from './product-catalog-repo';

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
      const row = await fundRisk(db, id);
      return row ? { id: row.id, name: row.abbr_name, level: row.investment_risk } : null;
    },
    async portfolio(id) {
      const row = await portfolioRisk(db, id);
      return row ? { id: row.id, name: row.name, level: portfolioRiskToLevel(row.investment_risk) } : null;
    },
    async heldAbove(userId, level) {
      // Funds the user holds shares of directly (on any card), once each. Shares inside a portfolio (scope
      // portfolio_id > 0) were bought against the portfolio's own risk and are not the user's direct holdings,
      // as in every other direct-holding read.
      const held = await directlyHeldFundRisks(db, userId);
      const above = held.filter((h) => !meetsRiskLevel(level, h.investment_risk));
      const rows = await Promise.all(above.map((h) => findFund(db, h.symbol)));
      return rows.flatMap((r) => (r ? [toFundRow(r)] : []));
    },
  };
}
