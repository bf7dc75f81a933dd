// Per-fund research data of the demo market: quarterly asset allocations and holder structure, top-10
// stock holdings, dividends and splits, style tags, and profit/loss predicts from the NAV history.
import { FundSubtype } from '@fund/core/fund';
import type { Insertable } from 'kysely';
import type { FundAssetAllocationsTable, FundDividendsTable, FundHoldingsTable, FundPredictsTable, FundStyleTagsTable, StocksTable } from '../tables/research-tables';
import { dayToText, textToDay } from '../../market-model/calendar';
import { SECTORS } from '../../market-model/demo-names';
import { e2Text, e4Text, halfUpDiv, textToE4 } from '../../market-model/fixed-point';
import { indexMembers } from '../../market-model/index-members';
import type { MarketPlan } from './market-plan';
import type { Prng } from '../../market-model/prng';
import { reportDates } from '../../market-model/report-dates';

export interface FundResearchPlan {
  allocations: Insertable<FundAssetAllocationsTable>[];
  holdings: Insertable<FundHoldingsTable>[];
  dividends: Insertable<FundDividendsTable>[];
  styles: Insertable<FundStyleTagsTable>[];
  predicts: Insertable<FundPredictsTable>[];
}

type Range = readonly [number, number];
/** [stock, bond, other] in 1e-2 percent; cash is the rest. */
const MIX: Readonly<Record<number, readonly [Range, Range, Range]>> = {
  [FundSubtype.Stock]: [[8000, 9300], [0, 500], [0, 200]],
  [FundSubtype.Mixed]: [[4000, 8000], [500, 3000], [0, 300]],
  [FundSubtype.Bond]: [[0, 1000], [7500, 9300], [0, 200]],
  [FundSubtype.Index]: [[9000, 9500], [0, 200], [0, 200]],
  [FundSubtype.CapitalProtected]: [[500, 2000], [6000, 8500], [0, 300]],
  [FundSubtype.Qdii]: [[7500, 9200], [0, 500], [0, 300]],
  [FundSubtype.Money]: [[0, 0], [2000, 5000], [0, 0]],
  [FundSubtype.WealthManagement]: [[0, 0], [3000, 6000], [0, 500]],
  [FundSubtype.ClosedEnd]: [[5000, 9000], [0, 2000], [0, 300]],
  [FundSubtype.Other]: [[2000, 5000], [1000, 3000], [2000, 4000]],
  [FundSubtype.Fof]: [[0, 1000], [0, 1000], [7000, 8800]],
  [FundSubtype.AMarket]: [[0, 500], [7000, 9000], [0, 300]],
  [FundSubtype.BMarket]: [[8000, 9300], [0, 500], [0, 200]],
};

const STOCK_STYLES = ['large_value', 'large_blend', 'large_growth', 'mid_value', 'mid_blend', 'mid_growth', 'small_value', 'small_blend', 'small_growth'];
const BOND_STYLES = ['short', 'medium', 'long'];
const HORIZONS = [60, 120, 250] as const;

function assetTypeOf(stype: number): string | null {
  if ([FundSubtype.Stock, FundSubtype.Index, FundSubtype.Qdii, FundSubtype.ClosedEnd, FundSubtype.BMarket].some((s) => s === stype)) return 'stock';
  if ([FundSubtype.Mixed, FundSubtype.Fof, FundSubtype.Other].some((s) => s === stype)) return 'mixed';
  if ([FundSubtype.Bond, FundSubtype.AMarket, FundSubtype.CapitalProtected].some((s) => s === stype)) return 'bond';
  return null;
}

function dayIndexOnOrBefore(days: readonly string[], date: string): number {
  let i = days.length - 1;
  while (i > 0 && (days[i] ?? '') > date) i -= 1;
  return i;
}

function predictsOf(fundId: number, navs: readonly { net_cumulative: string }[]): Insertable<FundPredictsTable>[] {
  const cum = navs.map((n) => textToE4(n.net_cumulative));
  const out: Insertable<FundPredictsTable>[] = [];
  for (const h of HORIZONS) {
    let wins = 0;
    let total = 0;
    let gain = 0;
    let lossSum = 0;
    // Every third start day is plenty for a distribution and keeps the seed fast.
    for (let i = 0; i + h < cum.length; i += 3) {
      const from = cum[i] ?? 1;
      const bp = Math.trunc(((cum[i + h] ?? from) - from) * 10000 / from);
      total += 1;
      if (bp > 0) {
        wins += 1;
        gain += bp;
      } else lossSum += bp;
    }
    if (total === 0) continue;
    const losses = total - wins;
    out.push({
      fund_id: fundId,
      horizon: h,
      profit_probability: e2Text(halfUpDiv(wins * 10000, total)),
      profit: e2Text(wins > 0 ? halfUpDiv(gain, wins) : 0),
      loss: e2Text(losses > 0 ? -halfUpDiv(-lossSum, losses) : 0),
    });
  }
  return out;
}

export function buildFundResearchPlan(rng: Prng, market: MarketPlan, stocks: readonly Insertable<StocksTable>[], closes: Map<number, number[]>, asOf: string): FundResearchPlan {
  const plan: FundResearchPlan = { allocations: [], holdings: [], dividends: [], styles: [], predicts: [] };
  const allocationDates = reportDates(asOf, 8);
  const holdingDates = allocationDates.slice(0, 4);
  const lastDay = market.days.length - 1;
  const candidates = stocks.map((s) => ({ id: Number(s.id), exchange: s.exchange, code: s.code, sectorCode: SECTORS[(s.sector_id ?? 1) - 1]?.[0] ?? '', cap: Number(s.total_shares) / 1e8 * (closes.get(Number(s.id))?.[lastDay] ?? 0) }));
  for (const { row, navs } of market.funds) {
    const fundId = Number(row.id);
    const stype = row.symbol_stype;
    const estab = textToDay(row.estab_date);
    const mix = MIX[stype] ?? MIX[FundSubtype.Other];
    if (!mix) continue;
    const assetType = assetTypeOf(stype);
    if (assetType) plan.styles.push({ fund_id: fundId, asset_type: assetType, style_type: rng.pick(assetType === 'bond' ? BOND_STYLES : STOCK_STYLES) });
    let netAssets = rng.int(2, 800) * 1_000_000_00;
    const institution = rng.int(500, 6000);
    for (const date of allocationDates) {
      if (textToDay(date) < estab) continue;
      const stock = rng.int(...mix[0]);
      const bond = rng.int(...mix[1]);
      const other = rng.int(...mix[2]);
      const cash = Math.max(0, 10000 - stock - bond - other);
      netAssets = Math.max(10_000_000_00, netAssets + rng.bell(Math.floor(netAssets / 8)));
      const inst = Math.min(9500, Math.max(0, institution + rng.bell(400)));
      const internal = rng.int(0, 80);
      plan.allocations.push({
        fund_id: fundId, report_date: date, stock: e2Text(stock), bond: e2Text(bond), cash: e2Text(cash), other: e2Text(other), net_assets: e2Text(netAssets),
        institution_percent: e2Text(inst), internal_percent: e2Text(internal), individual_percent: e2Text(10000 - inst - internal),
      });
      if (stock < 3000 || !holdingDates.includes(date)) continue;
      const index = row.index_id ? market.indexes[row.index_id - 1]?.row.symbol : undefined;
      const sectorCode = row.sector_id ? SECTORS[row.sector_id - 1]?.[0] : undefined;
      const preferred = index ? indexMembers(index, candidates) : sectorCode ? candidates.filter((c) => c.sectorCode === sectorCode) : [];
      const picks: number[] = preferred.slice(0, 10).map((c) => c.id);
      for (let k = 0; picks.length < 10 && k < 100; k += 1) {
        const id = ((fundId * 11 + k * 7) % candidates.length) + 1;
        if (!picks.includes(id)) picks.push(id);
      }
      const top10 = halfUpDiv(stock * rng.int(35, 70), 100);
      const weights = picks.map((_, i) => 12 - i + rng.int(0, 2));
      const weightSum = weights.reduce((a, b) => a + b, 0);
      const dayIndex = dayIndexOnOrBefore(market.days, date);
      picks.forEach((stockId, i) => {
        const percent = Math.floor((top10 * (weights[i] ?? 1)) / weightSum);
        const value = Math.floor((netAssets * percent) / 10000);
        const price = closes.get(stockId)?.[dayIndex] ?? 1000;
        plan.holdings.push({ fund_id: fundId, stock_id: stockId, report_date: date, rank: i + 1, percent: e2Text(percent), shares: String(Math.floor(value / price / 100) * 100), market_value: e2Text(value) });
      });
    }
    const last = navs[navs.length - 1];
    const paid = last ? textToE4(last.net_cumulative) - textToE4(last.net_value) : 0;
    if (paid > 0 && navs.length > 60 && row.net_value !== '1.0000') {
      const n = rng.int(1, 3);
      for (let k = 0; k < n; k += 1) {
        const at = navs[Math.floor(((k + 1) * (navs.length - 1)) / (n + 1))];
        if (!at) continue;
        const ex = textToDay(at.date);
        plan.dividends.push({ fund_id: fundId, record_date: at.date, ex_date: at.date, pay_date: dayToText(ex + 2), kind: 'dividend', per_share: e4Text(Math.max(1, Math.floor(paid / n))), split_ratio: null });
      }
    }
    if (fundId % 37 === 5 && navs[0]) plan.dividends.push({ fund_id: fundId, record_date: navs[0].date, ex_date: navs[0].date, pay_date: navs[0].date, kind: 'split', per_share: null, split_ratio: e4Text(rng.int(10100, 12500)) });
    plan.predicts.push(...predictsOf(fundId, navs));
  }
  return plan;
}
