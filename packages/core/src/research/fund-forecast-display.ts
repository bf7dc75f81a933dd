// The fund potential (/symbols/funds/potential/{id}/: profit probability and expected profit and loss
// per holding period) and the asset forecast (/symbols/funds/asset_forecast/{id}/: what a principal
// became over past holding periods), read from their open-ended answers into display rows.
import type { JsonObject } from '../api/contract/entities/common-types';
import { formatAmount } from '../money/amount-format';
import { parseDecimal, roundHalfUp } from '../money/decimal';
import { jsonDecimal, jsonInt, jsonObjects, jsonText } from '../market/market-json';

const DASH = '--';

/** "67.20%": a probability already in percent, unsigned, 2 places; a dash when unknown. */
export function probabilityText(value: string | null): string {
  const n = parseDecimal(value);
  return n === null ? DASH : `${roundHalfUp(n, 2).toFixed(2)}%`;
}

/** "9,301.00元"; a dash when unknown. */
export function yuanText(value: string | null): string {
  return value === null ? DASH : `${formatAmount(value)}元`;
}

export interface PotentialRow {
  period: string;
  probability: string;
  /** Signed percents for PercentText. */
  profit: string | null;
  loss: string | null;
}

export interface FundPotential {
  name: string;
  rows: PotentialRow[];
}

export function readFundPotential(answer: JsonObject | null | undefined): FundPotential {
  return {
    name: jsonText(answer, 'abbr_name') ?? '',
    rows: jsonObjects(answer, 'results').map((r) => ({
      period: jsonText(r, 'period') ?? DASH,
      probability: probabilityText(jsonDecimal(r, 'profit_probability')),
      profit: jsonDecimal(r, 'profit'),
      loss: jsonDecimal(r, 'loss'),
    })),
  };
}

export interface AssetForecastRow {
  period: string;
  probability: string;
  worst: string;
  median: string;
  best: string;
  samples: number | null;
}

export interface FundAssetForecast {
  principal: string;
  rows: AssetForecastRow[];
}

export function readFundAssetForecast(answer: JsonObject | null | undefined): FundAssetForecast {
  return {
    principal: yuanText(jsonDecimal(answer, 'principal')),
    rows: jsonObjects(answer, 'results').map((r) => ({
      period: jsonText(r, 'period') ?? DASH,
      probability: probabilityText(jsonDecimal(r, 'profit_probability')),
      worst: yuanText(jsonDecimal(r, 'worst')),
      median: yuanText(jsonDecimal(r, 'median')),
      best: yuanText(jsonDecimal(r, 'best')),
      samples: jsonInt(r, 'samples'),
    })),
  };
}
