// A stock's quote from its latest bar and fundamentals: valuation ratios, limits, five price levels.
// Exact decimals throughout (core's big.js helpers); only share counts and volumes are integers.
import { beijingInstant } from '@fund/core/calendar';
import { toDecimal } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import { Prng } from '../../../market-model/prng';
import { fixed, keyedSeed, percentOf } from '../../common/json';
import type { StockDay, StockRecord } from './stock-repo';

/** Quotes are stamped at the 15:00 close, Beijing time. */
const CLOSE_MINUTES = 15 * 60;

export interface Breadth {
  rise_total: number;
  drop_total: number;
  draw_total: number;
}

const LEVELS = 5;

/** ChiNext (30xxxx) moves up to 20% a day, the main boards 10%. */
export function limitRatio(code: string): string {
  return code.startsWith('30') ? '0.2' : '0.1';
}

function ratio(price: string, per: string): string | null {
  return toDecimal(per).lte(0) ? null : fixed(toDecimal(price).div(per), 2);
}

/** Five bids below and five asks above the last price, a cent apart, volumes fixed by symbol and day. */
export function priceLevels(symbol: string, date: string, close: string): { buy_levels: Wire.PriceLevel[]; sell_levels: Wire.PriceLevel[] } {
  const rng = new Prng(keyedSeed(symbol, date));
  const at = (k: number) => fixed(toDecimal(close).plus(toDecimal(k).div(100)), 2);
  const buy = Array.from({ length: LEVELS }, (_, i) => ({ price: at(-(i + 1)), volume: rng.int(1, 900) * 100 }));
  const sell = Array.from({ length: LEVELS }, (_, i) => ({ price: at(i + 1), volume: rng.int(1, 900) * 100 }));
  return { buy_levels: buy, sell_levels: sell };
}

export function stockQuote(stock: StockRecord, day: StockDay, breadth: Breadth): Wire.StockQuote {
  const close = day.close;
  const last = day.last_close;
  const limit = toDecimal(limitRatio(stock.code));
  return {
    symbol: stock.symbol,
    code: stock.code,
    abbr_name: stock.name,
    moment: beijingInstant(day.date, CLOSE_MINUTES).toISOString(),
    current: close,
    percentage: percentOf(close, last) ?? '0.00',
    change: fixed(toDecimal(close).minus(last), 2),
    open: day.open,
    last_close: last,
    high: day.high,
    low: day.low,
    amount: day.amount,
    volume: day.volume,
    amplitude: fixed(toDecimal(day.high).minus(day.low).div(last).times(100), 2),
    market_capital: fixed(toDecimal(stock.total_shares).times(close), 2),
    total_capital: fixed(toDecimal(stock.total_shares).times(close), 2),
    turnover_rate: fixed(toDecimal(day.volume).div(stock.float_shares).times(100), 2),
    pb: ratio(close, stock.bps),
    pe_lyr: ratio(close, stock.eps_lyr),
    pe_ttm: ratio(close, stock.eps_ttm),
    // The dynamic PE annualises this year's earnings, which run about 5% above the trailing twelve months.
    pe_dyn: ratio(close, fixed(toDecimal(stock.eps_ttm).times('1.05'), 4)),
    ps: ratio(close, stock.sps),
    ...priceLevels(stock.symbol, day.date, close),
    rise_limit: fixed(toDecimal(last).times(limit.plus(1)), 2),
    drop_limit: fixed(toDecimal(last).times(toDecimal(1).minus(limit)), 2),
    avg_price: day.volume > 0 ? fixed(toDecimal(day.amount).div(day.volume), 2) : close,
    is_stop: stock.is_stop,
    is_margin: stock.is_margin,
    ...breadth,
  };
}

/** A quote shape for an index or a fund: the price fields the chart header reads, the rest zero. */
export function plainQuote(ref: { symbol: string; code: string; name: string }, date: string, close: string, last: string | null, breadth: Breadth, volume = 0, amount = '0.00'): Wire.StockQuote {
  const base = last ?? close;
  const high = toDecimal(close).gt(base) ? close : base;
  const low = toDecimal(close).lt(base) ? close : base;
  return {
    symbol: ref.symbol, code: ref.code, abbr_name: ref.name, moment: beijingInstant(date, CLOSE_MINUTES).toISOString(),
    current: close, percentage: percentOf(close, base) ?? '0.00', change: toDecimal(close).minus(base).toFixed(4), open: base, last_close: base,
    high, low, amount, volume, amplitude: toDecimal(base).eq(0) ? '0.00' : fixed(toDecimal(high).minus(low).div(base).times(100), 2),
    market_capital: '0.00', total_capital: '0.00', turnover_rate: '0.00', pb: null, pe_lyr: null, pe_ttm: null, pe_dyn: null, ps: null,
    buy_levels: [], sell_levels: [], rise_limit: close, drop_limit: close, avg_price: close, is_stop: false, is_margin: false, ...breadth,
  };
}
