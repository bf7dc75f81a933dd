// How a stock quote reads on its detail page: the five price levels (卖5 … 卖1 over 买1 … 买5, volumes
// in lots of 100 shares), the figures grid, and the price tone against the last close.
import type { StockQuote } from './api/market-entities';
import { MARKET_TEXTS } from './market-texts';
import { formatAmount } from '../money/amount-format';
import { formatChineseUnits } from '../money/chinese-units';
import { compareDecimal, parseDecimal } from '../money/decimal';
import { EMPTY_PERCENT_TEXT, type PercentTone } from '../money/percent-format';

export const SHARES_PER_LOT = 100;
export const PRICE_LEVEL_COUNT = 5;

export interface PriceLevelRow {
  label: string;
  price: string;
  lots: string;
  tone: PercentTone;
}

/** A price's colour against the last close: above red, below green. */
export function priceTone(price: string | null, lastClose: string | null): PercentTone {
  if (price === null || lastClose === null || parseDecimal(price) === null || parseDecimal(lastClose) === null) return 'flat';
  const c = compareDecimal(price, lastClose);
  return c > 0 ? 'up' : c < 0 ? 'down' : 'flat';
}

/** Shares as whole lots (手). */
export function lotsText(shares: number): string {
  return String(Math.floor(shares / SHARES_PER_LOT));
}

/** Sell levels from the fifth down to the first, then buy levels from the first to the fifth; a missing level shows dashes. */
export function priceLevelRows(quote: Pick<StockQuote, 'buy_levels' | 'sell_levels' | 'last_close'>): PriceLevelRow[] {
  const row = (side: string, i: number, level: { price: string; volume: number } | undefined): PriceLevelRow => ({
    label: `${side}${i + 1}`,
    price: level ? formatAmount(level.price, 2) : EMPTY_PERCENT_TEXT,
    lots: level ? lotsText(level.volume) : EMPTY_PERCENT_TEXT,
    tone: level ? priceTone(level.price, quote.last_close) : 'flat',
  });
  const upward = Array.from({ length: PRICE_LEVEL_COUNT }, (_, i) => i);
  const downward = [...upward].reverse();
  return [
    ...downward.map((i) => row(MARKET_TEXTS.sellLevel, i, quote.sell_levels[i])),
    ...upward.map((i) => row(MARKET_TEXTS.buyLevel, i, quote.buy_levels[i])),
  ];
}

export interface QuoteFigure {
  label: string;
  text: string;
}

const ratio = (x: string | null) => (x === null ? EMPTY_PERCENT_TEXT : formatAmount(x, 2));
const percent = (x: string | null) => (x === null ? EMPTY_PERCENT_TEXT : `${formatAmount(x, 2)}%`);

/** The figures under a stock's price, in reading order. */
export function stockQuoteFigures(q: StockQuote): QuoteFigure[] {
  return [
    { label: MARKET_TEXTS.open, text: formatAmount(q.open, 2) },
    { label: MARKET_TEXTS.lastClose, text: formatAmount(q.last_close, 2) },
    { label: MARKET_TEXTS.high, text: formatAmount(q.high, 2) },
    { label: MARKET_TEXTS.low, text: formatAmount(q.low, 2) },
    { label: MARKET_TEXTS.volume, text: `${formatChineseUnits(Math.floor(q.volume / SHARES_PER_LOT))}${MARKET_TEXTS.lotUnit}` },
    { label: MARKET_TEXTS.amount, text: formatChineseUnits(q.amount) },
    { label: MARKET_TEXTS.turnoverRate, text: percent(q.turnover_rate) },
    { label: MARKET_TEXTS.amplitude, text: percent(q.amplitude) },
    { label: MARKET_TEXTS.peTtm, text: ratio(q.pe_ttm) },
    { label: MARKET_TEXTS.pb, text: ratio(q.pb) },
    { label: MARKET_TEXTS.marketCapital, text: formatChineseUnits(q.market_capital) },
    { label: MARKET_TEXTS.avgPrice, text: formatAmount(q.avg_price, 2) },
    { label: MARKET_TEXTS.riseLimit, text: formatAmount(q.rise_limit, 2) },
    { label: MARKET_TEXTS.dropLimit, text: formatAmount(q.drop_limit, 2) },
  ];
}

/** The signed change beside the price: '+0.12', '-0.30', '0.00'. */
export function changeText(change: string | null, dp = 2): string {
  if (change === null || parseDecimal(change) === null) return EMPTY_PERCENT_TEXT;
  const text = formatAmount(change, dp);
  return compareDecimal(change, 0) > 0 ? `+${text}` : text;
}
