// Daily series of the demo market: index points with PE/PB, fund NAVs and money-fund yields.
// Values step in exact integers (see fixed-point.ts); percents use core's decimal helpers.
import { incomePer10000FromYearlyYield, roundHalfUp, toDecimal } from '@fund/core/money';
import type { FundNavsTable, IndexValuesTable } from '../db/tables/market-tables';
import { E4, applyReturn, e2Text, e4Text, halfUpDiv, textToE4 } from './fixed-point';
import type { Prng } from './prng';

export interface IndexSeries {
  /** Daily returns in 1e-6, aligned with the trading days (first is 0). */
  returns: number[];
  rows: Omit<IndexValuesTable, 'index_id'>[];
}

/** A decimal text with at most 4 places: the series' values, which percentChange reckons in integers. */
const E4_TEXT = /^-?\d{1,9}(\.\d{1,4})?$/;

/**
 * Day-over-day percent with 2 places: (now / before - 1) * 100, rounded half away from zero. The seed
 * takes it some 200,000 times: values of at most 4 places go in exact integers (1e-4 units, the result
 * in 1e-2), the same figure as core's decimals, which take anything else.
 */
export function percentChange(now: string, before: string): string {
  if (E4_TEXT.test(now) && E4_TEXT.test(before)) {
    const b = textToE4(before);
    if (b > 0) return percentChangeE4(textToE4(now), b);
  }
  return roundHalfUp(toDecimal(now).div(before).minus(1).times(100), 2).toFixed(2);
}

/** percentChange of two values already in 1e-4 units (`before` > 0), as the series step them. */
function percentChangeE4(now: number, before: number): string {
  const diff = now - before;
  // |diff| / before in 1e-4 units is the percent in 1e-2 units.
  const hundredths = halfUpDiv(Math.abs(diff) * E4, before);
  return e2Text(diff < 0 && hundredths > 0 ? -hundredths : hundredths);
}

/** A money fund's income per 10,000 of each 7-day yield (in 1e-4 units) met: core's formula, once a yield. */
const incomeOfYield = new Map<number, string>();

function incomePer10000Of(yieldE4: number): string {
  let income = incomeOfYield.get(yieldE4);
  if (income === undefined) {
    income = incomePer10000FromYearlyYield(e4Text(yieldE4)).toFixed(4);
    incomeOfYield.set(yieldE4, income);
  }
  return income;
}

export function indexSeries(rng: Prng, days: readonly string[], baseE4: number, basePeE2: number, basePbE2: number): IndexSeries {
  const returns: number[] = [];
  const rows: IndexSeries['rows'] = [];
  let close = baseE4;
  let pe = basePeE2;
  let pb = basePbE2;
  for (const [i, date] of days.entries()) {
    const r = i === 0 ? 0 : 150 + rng.bell(12000);
    close = applyReturn(close, r);
    // Valuations follow the price, with slow drifts of earnings (and book) growth against it.
    pe = Math.max(300, applyReturn(pe, r - 250 + rng.bell(1500)));
    pb = Math.max(40, applyReturn(pb, r - 120 + rng.bell(1000)));
    returns.push(r);
    rows.push({ date, close: e4Text(close), pe: e2Text(pe), pb: e2Text(pb) });
  }
  return { returns, rows };
}

export type NavRow = Omit<FundNavsTable, 'fund_id'>;

export interface NavSeriesInput {
  days: readonly string[];
  driftMicro: number;
  sdMicro: number;
  /** When given, the fund follows these daily index returns plus its own small noise. */
  indexReturns?: readonly number[];
  /** Dividends paid before the history starts: cumulative NAV = NAV + this. */
  paidE4: number;
}

export function navSeries(rng: Prng, input: NavSeriesInput): NavRow[] {
  const rows: NavRow[] = [];
  let nav = rng.int(8000, 30000);
  let previous: number | null = null;
  // A fund younger than the index follows the last part of the index's history.
  const offset = (input.indexReturns?.length ?? input.days.length) - input.days.length;
  for (const [i, date] of input.days.entries()) {
    if (i > 0) {
      const tracked = input.indexReturns?.[i + offset] ?? 0;
      nav = Math.max(1000, applyReturn(nav, tracked + input.driftMicro + rng.bell(input.sdMicro)));
    }
    const cumulative = e4Text(nav + input.paidE4);
    // The NAV stays at least 0.1000: the percent in integers, as percentChange would reckon it from the texts.
    rows.push({ date, net_value: e4Text(nav), net_cumulative: cumulative, percent: previous === null ? null : percentChangeE4(nav, previous), year_yld: null, tenthou_unit_incm: null });
    previous = nav;
  }
  return rows;
}

/**
 * A money fund: NAV stays 1.0000, the 7-day annualised yield wanders between 0.8% and 4%, and the
 * income per 10,000 shares follows it (core's formula). The cumulative column carries a growth
 * index (income reinvested) so money funds rank by return like the others.
 */
export function moneySeries(rng: Prng, days: readonly string[]): NavRow[] {
  const rows: NavRow[] = [];
  let yieldE4 = rng.int(15000, 26000);
  // Growth of one share in 1e-8, so a day's income of 0.00004931 per share is not rounded away.
  let growthE8 = E4 * E4;
  let previous: string | null = null;
  for (const date of days) {
    yieldE4 = Math.min(40000, Math.max(8000, yieldE4 + rng.bell(60)));
    const yieldText = e4Text(yieldE4);
    const income = incomePer10000Of(yieldE4);
    growthE8 += halfUpDiv(growthE8 * textToE4(income), E4 * E4);
    const cumulative = e4Text(halfUpDiv(growthE8, E4));
    rows.push({ date, net_value: '1.0000', net_cumulative: cumulative, percent: previous === null ? null : percentChange(cumulative, previous), year_yld: yieldText, tenthou_unit_incm: income });
    previous = cumulative;
  }
  return rows;
}

/** Share of history values at or below the latest, in percent with 2 places. */
export function percentileOfLast(values: readonly string[]): string | null {
  const last = values[values.length - 1];
  if (last === undefined) return null;
  const lastE4 = textToE4(last);
  const atOrBelow = values.filter((v) => textToE4(v) <= lastE4).length;
  return roundHalfUp(toDecimal(atOrBelow).times(100).div(values.length), 2).toFixed(2);
}
