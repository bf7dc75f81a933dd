// The market asset forecast: expected returns of stocks, bonds and cash from today's valuations and
// yields, the suggested mix per risk level (tilted by the stock valuation), and sector outlooks.
import { compareDecimal, toDecimal } from '@fund/core/money';
import { FundSubtype } from '@fund/core/fund';
import { riskLevelText } from '@fund/core/risk';
import type { Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { fixed } from '../../common/json';
import { fundAverage, indexValuation, sectorsWithPe } from './market-overview-repo';

const CSI300 = 'SH000300';
/** Stock share (percent) of the base mix for risk levels 1 to 5; bonds take 3/4 of the rest. */
const BASE_STOCK = [10, 25, 45, 65, 80] as const;

async function stockValuation(db: Kysely<DB>) {
  const ix = await indexValuation(db, CSI300);
  return { pe: ix?.pe ?? null, percentile: ix?.pe_percentile ?? '50.00', tradedate: ix?.tradedate ?? null };
}

function outlook(percentile: string): string {
  if (compareDecimal(percentile, 30) < 0) return '低估，长期配置价值较高';
  if (compareDecimal(percentile, 70) < 0) return '估值合理，可均衡配置';
  return '估值偏高，建议降低仓位';
}

export async function marketAssetForecast(db: Kysely<DB>): Promise<Wire.MarketMarketAssetForecastAnswer> {
  const v = await stockValuation(db);
  const avg = (column: 'percent_year' | 'year_yld', stype: number) => fundAverage(db, column, stype);
  return {
    tradedate: v.tradedate,
    results: [
      // Earnings yield (1 / PE) is the long-run expected return of stocks.
      { asset: 'stock', name: '股票', expected_return: v.pe ? fixed(toDecimal(100).div(v.pe), 2) : null, valuation_percentile: v.percentile, suggestion: outlook(v.percentile) },
      { asset: 'bond', name: '债券', expected_return: await avg('percent_year', FundSubtype.Bond), valuation_percentile: null, suggestion: '收益稳健，适合作为底仓' },
      { asset: 'cash', name: '现金', expected_return: await avg('year_yld', FundSubtype.Money), valuation_percentile: null, suggestion: '流动性好，适合短期资金' },
    ],
  };
}

export async function distribution(db: Kysely<DB>): Promise<Wire.MarketMarketAssetForecastDistributionAnswer> {
  const v = await stockValuation(db);
  // Cheap stocks get up to 10 points more, dear ones up to 10 less.
  const tilt = Math.round((50 - Number(toDecimal(v.percentile).toFixed(0))) / 5);
  return {
    tradedate: v.tradedate,
    valuation_percentile: v.percentile,
    results: BASE_STOCK.map((base, i) => {
      const stock = Math.max(0, Math.min(95, base + tilt));
      const bond = Math.floor(((100 - stock) * 3) / 4);
      return { investment_risk: i + 1, investment_risk_display: riskLevelText(i + 1), stock: fixed(stock, 2), bond: fixed(bond, 2), cash: fixed(100 - stock - bond, 2) };
    }),
  };
}

/** Sectors with their stocks' earnings-weighted PE and a score: cheaper and stronger over the year scores higher. */
export async function sectors(db: Kysely<DB>, rootId: number | undefined): Promise<Wire.MarketMarketAssetForecastSectorsAnswer> {
  const rows = await sectorsWithPe(db, rootId);
  return rows.map((r) => {
    const pe = r.pe ? Number(toDecimal(r.pe).toFixed(0)) : 30;
    const year = r.percent_year ? Number(toDecimal(r.percent_year).toFixed(0)) : 0;
    const score = Math.max(0, Math.min(100, 70 - pe + Math.round(year / 2)));
    return { ...r, score, suggestion: score >= 60 ? '看好' : score >= 40 ? '中性' : '谨慎' };
  });
}
