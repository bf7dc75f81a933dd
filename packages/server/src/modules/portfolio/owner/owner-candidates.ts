// The funds an owner may pick (fund_candidates) and the backtest of chosen weights (estimate_netvalue).
import { OWNER_MESSAGES, type EstimateNetvalueAnswer, type FundCandidatesAnswer, type OwnerPosition } from '@fund/core/portfolio';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { validationFailed } from '../../../http/api-error';
import { offsetOf, toPage, type PageRequest } from '../../common/paging';
import { type PortfolioRow, targetPositions } from '../catalog-repo';
import { loadCalendar } from '../../calendar/market-calendar';
import { backtest } from './owner-estimate';
import { factsBySymbol } from './owner-funds';
import { fundCandidates } from './owner-repo';

export async function candidates(db: Kysely<DB>, q: PageRequest & { q?: string; type?: number }): Promise<FundCandidatesAnswer> {
  const { total, rows } = await fundCandidates(db, { q: q.q, type: q.type, offset: offsetOf(q), limit: q.page_size });
  return toPage(q, total, rows.map((f) => ({
    symbol: f.symbol, name: f.abbr_name, symbol_stype: f.symbol_stype, investment_risk: f.investment_risk, amount_min_buy: f.amount_min_buy,
    net_value: f.net_value ?? '0.0000', percent_year: f.percent_year, allow_trade: f.allow_trade, allow_buy: f.allow_buy, allow_sell: f.allow_sell, is_bao: f.is_bao,
  })));
}

/** The backtest of the given weights, or of a portfolio's latest target (a pending adjustment's included). */
export async function estimate(db: Kysely<DB>, given: readonly OwnerPosition[] | null, today: string, row?: PortfolioRow): Promise<EstimateNetvalueAnswer> {
  let positions: OwnerPosition[];
  let ids: number[] = [];
  if (given !== null) positions = [...given];
  else {
    const calendar = await loadCalendar(db, today);
    const targets = row ? await targetPositions(db, row.id, calendar.nextTradingDay(today)) : [];
    ids = targets.map((t) => t.fund_id);
    const facts = await factsBySymbol(db, [], ids);
    const byId = new Map([...facts.values()].map((f) => [f.id, f.symbol]));
    positions = targets.map((t) => ({ symbol: byId.get(t.fund_id) ?? '', percent: t.percent }));
  }
  const facts = await factsBySymbol(db, positions.map((p) => p.symbol), ids);
  const unknown = positions.find((p) => !facts.has(p.symbol));
  if (unknown) throw validationFailed({ positions: [OWNER_MESSAGES.unknownFund(unknown.symbol)] });
  return backtest(db, positions.map((p) => ({ ...p, fund: facts.get(p.symbol)! })), today);
}
