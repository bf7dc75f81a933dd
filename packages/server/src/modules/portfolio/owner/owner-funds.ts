// The owner rules' view of funds (core's OwnerFund) read by symbol or id, and the owner check on a portfolio.
import type { OwnerFund } from '@fund/core/portfolio';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { PortfolioRow } from '../catalog-repo';
import { portfolioNotFound } from '../catalogue-service';
import { fundsByIds, fundsBySymbols } from './owner-repo';

export type FundFacts = Awaited<ReturnType<typeof fundsBySymbols>>[number];

export function ownerFund(f: FundFacts): OwnerFund {
  return {
    symbol: f.symbol, name: f.abbr_name, allow_trade: f.allow_trade, allow_buy: f.allow_buy, allow_sell: f.allow_sell,
    is_bao: f.is_bao, amount_min_buy: f.amount_min_buy, investment_risk: f.investment_risk,
  };
}

export async function factsBySymbol(db: Kysely<DB>, symbols: readonly string[], ids: readonly number[] = []): Promise<Map<string, FundFacts>> {
  const [bySymbol, byId] = await Promise.all([fundsBySymbols(db, symbols), fundsByIds(db, ids)]);
  return new Map([...bySymbol, ...byId].map((f) => [f.symbol, f]));
}

/** A portfolio only its owner may change: anyone else is told it does not exist, as for a missing one. */
export function requireOwner(row: PortfolioRow, userId: number): PortfolioRow {
  if (row.owner_user_id !== userId) throw portfolioNotFound();
  return row;
}
