// Profit/loss predicts: from every past holding window of 3, 6 and 12 months, the chance a fund ended
// up and its average gain and loss. Ranked lists, one fund's predicts, and the best potential funds.
import { FUND_SUBTYPE_TEXTS } from '@fund/core/fund';
import type { Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { noData } from '../../common/not-found';
import { type PageRequest, toPage } from '../../common/paging';
import { toFundRow } from '../../fund/fund-mappers';
import { findFund } from '../../fund/funds-repo';
import { predictRanking, predictsOf } from './diagnosis-repo';

const HORIZONS: readonly [number, string][] = [[60, '3个月'], [120, '6个月'], [250, '1年']];
const RANKING_HORIZON = 250;
const BEST = 5;

async function withFunds(db: Kysely<DB>, rows: readonly { symbol: string; horizon: number; profit_probability: string; profit: string; loss: string }[]) {
  const out: Wire.DiagnosisProfitLossPredictsAnswer['results'] = [];
  for (const r of rows) {
    const f = await findFund(db, r.symbol);
    if (f) out.push({ ...toFundRow(f), horizon: r.horizon, period: HORIZONS.find(([h]) => h === r.horizon)?.[1] ?? '', profit_probability: r.profit_probability, profit: r.profit, loss: r.loss });
  }
  return out;
}

export async function ranking(db: Kysely<DB>, page: PageRequest): Promise<Wire.DiagnosisProfitLossPredictsAnswer> {
  const { total, rows } = await predictRanking(db, RANKING_HORIZON, page);
  return toPage(page, total, await withFunds(db, rows));
}

export async function filterConditions(db: Kysely<DB>, symbol: string | undefined): Promise<Wire.DiagnosisProfitLossPredictsFilterConditionsAnswer> {
  const base = { horizons: HORIZONS.map(([value, name]) => ({ value, name })), types: Object.entries(FUND_SUBTYPE_TEXTS).map(([value, name]) => ({ value, name })) };
  if (symbol === undefined) return base;
  const fund = await findFund(db, symbol);
  if (!fund) throw noData();
  const available = (await predictsOf(db, fund.id)).map((p) => p.horizon);
  return { ...base, symbol, available_horizons: available };
}

export async function predict(db: Kysely<DB>, symbol: string | undefined): Promise<Wire.DiagnosisProfitLossPredictAnswer> {
  const fund = symbol ? await findFund(db, symbol) : undefined;
  if (!fund) throw noData();
  const rows = await predictsOf(db, fund.id);
  return {
    symbol: fund.symbol,
    abbr_name: fund.abbr_name,
    results: rows.map((p) => ({ ...p, period: HORIZONS.find(([h]) => h === p.horizon)?.[1] ?? '' })),
  };
}

export async function bestPotential(db: Kysely<DB>): Promise<Wire.FundRow[]> {
  const { rows } = await predictRanking(db, RANKING_HORIZON, { page: 1, page_size: BEST });
  const out: Wire.FundRow[] = [];
  for (const r of rows) {
    const f = await findFund(db, r.symbol);
    if (f) out.push(toFundRow(f));
  }
  return out;
}
