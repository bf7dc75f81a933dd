// What suitability needs to know about products and holdings, behind one port so the risk rules do not
// depend on how the market and trading areas store them. Funds come from the market's `funds` table;
// portfolios from a `portfolios` table once it exists; holdings above a level are not tracked yet.
import { sql, type Kysely } from 'kysely';
import { portfolioRiskToLevel, type Wire } from '@fund/core';
import type { DB } from '../../db/schema';

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
      // The portfolios table belongs to another area and may not exist yet: ask the catalogue first.
      const exists = await sql<{ t: string | null }>`select to_regclass('public.portfolios')::text as t`.execute(db);
      if (!exists.rows[0]?.t) return null;
      const r = await sql<{ id: number; name: string; investment_risk: number }>`select id, name, investment_risk from portfolios where id = ${id}`.execute(db);
      const row = r.rows[0];
      return row ? { id: row.id, name: row.name, level: portfolioRiskToLevel(row.investment_risk) } : null;
    },
    async heldAbove() {
      return [];
    },
  };
}
