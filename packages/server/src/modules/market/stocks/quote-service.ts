// Quotes and price series of any symbol: quote, five price levels, K-line by day/week/month, daily
// quote history and the intraday time line. Stocks have real bars; indexes and funds have closes.
import { addDays, isoWeekday } from '@fund/core/calendar';
import { compareDecimal, toDecimal } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { Prng } from '../../../market-model/prng';
import { validationFailed } from '../../../http/api-error';
import { fixed, keyedSeed, percentOf } from '../../common/json';
import { noData } from '../../common/not-found';
import { plainQuote, priceLevels, stockQuote, type Breadth } from './stock-quote';
import * as repo from './stock-repo';
import { type ResolvedSymbol, resolveSymbol } from './symbol-resolver';

export const BAD_PERIOD_MESSAGE = '不支持的K线周期';
const PERIODS = { day: 1, week: 5, month: 22 } as const;
type Period = keyof typeof PERIODS;
const DEFAULT_COUNT = 120;
const MAX_DAYS = 5000;

interface Bar {
  date: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: number;
  amount: string;
}

export function breadthOf(board: readonly repo.BoardRow[]): Breadth {
  let rise = 0;
  let drop = 0;
  for (const s of board) {
    const c = compareDecimal(s.close, s.last_close);
    if (c > 0) rise += 1;
    else if (c < 0) drop += 1;
  }
  return { rise_total: rise, drop_total: drop, draw_total: board.length - rise - drop };
}

export async function quote(db: Kysely<DB>, symbol: string | undefined): Promise<Wire.StockQuote> {
  const resolved = await resolveSymbol(db, symbol);
  const breadth = breadthOf(await repo.stockBoard(db));
  if (resolved.type === 'stock') {
    const [day] = await repo.latestDays(db, resolved.stock.id, 1);
    // The spec: an empty quote list is answered 请求的数据不存在.
    if (!day) throw noData();
    return stockQuote(resolved.stock, day, breadth);
  }
  if (resolved.type === 'index') {
    const [last, prev] = await repo.indexCloses(db, resolved.index.id, 2);
    if (!last) throw noData();
    return plainQuote({ symbol: resolved.index.symbol, code: resolved.index.code, name: resolved.index.name }, last.date, last.close, prev?.close ?? null, breadth);
  }
  const [last, prev] = await repo.fundCloses(db, resolved.fund.id, 2);
  if (!last) throw noData();
  return plainQuote({ symbol: resolved.fund.symbol, code: resolved.fund.code, name: resolved.fund.abbr_name }, last.date, last.close, prev?.close ?? null, breadth);
}

export async function priceLevel(db: Kysely<DB>, symbol: string | undefined): Promise<Wire.MarketPriceLevelAnswer> {
  const resolved = await resolveSymbol(db, symbol);
  if (resolved.type !== 'stock') return { symbol: symbol ?? '', buy_levels: [], sell_levels: [] };
  const [day] = await repo.latestDays(db, resolved.stock.id, 1);
  if (!day) throw noData();
  return { symbol: resolved.stock.symbol, current: day.close, last_close: day.last_close, date: day.date, ...priceLevels(resolved.stock.symbol, day.date, day.close) };
}

function parsePeriod(text: string | undefined): Period {
  const period = text ?? 'day';
  if (period !== 'day' && period !== 'week' && period !== 'month') throw validationFailed({ period: [BAD_PERIOD_MESSAGE] });
  return period;
}

/** Daily bars, oldest first. */
async function dailyBars(db: Kysely<DB>, resolved: ResolvedSymbol, days: number): Promise<Bar[]> {
  if (resolved.type === 'stock') {
    const rows = await repo.latestDays(db, resolved.stock.id, days);
    return rows.reverse().map((r) => ({ date: r.date, open: r.open, high: r.high, low: r.low, close: r.close, volume: r.volume, amount: r.amount }));
  }
  const closes = resolved.type === 'index' ? await repo.indexCloses(db, resolved.index.id, days + 1) : await repo.fundCloses(db, resolved.fund.id, days + 1);
  const ordered = closes.reverse();
  return ordered.slice(1).map((r, i) => {
    const open = ordered[i]?.close ?? r.close;
    const up = compareDecimal(r.close, open) >= 0;
    return { date: r.date, open, high: up ? r.close : open, low: up ? open : r.close, close: r.close, volume: 0, amount: '0.00' };
  });
}

function bucketOf(date: string, period: Period): string {
  if (period === 'month') return date.slice(0, 7);
  if (period === 'day') return date;
  return addDays(date, 1 - isoWeekday(date)); // the week's Monday
}

function aggregate(bars: readonly Bar[], period: Period): Bar[] {
  if (period === 'day') return [...bars];
  const out: Bar[] = [];
  let key = '';
  for (const b of bars) {
    const k = bucketOf(b.date, period);
    const cur = out[out.length - 1];
    if (cur && k === key) {
      cur.date = b.date;
      cur.close = b.close;
      if (compareDecimal(b.high, cur.high) > 0) cur.high = b.high;
      if (compareDecimal(b.low, cur.low) < 0) cur.low = b.low;
      cur.volume += b.volume;
      cur.amount = toDecimal(cur.amount).plus(b.amount).toFixed(2);
    } else {
      out.push({ ...b });
      key = k;
    }
  }
  return out;
}

export async function kLine(db: Kysely<DB>, symbol: string | undefined, q: { period?: string; count?: number }): Promise<Wire.MarketKLineAnswer> {
  const period = parsePeriod(q.period);
  const count = q.count ?? DEFAULT_COUNT;
  const resolved = await resolveSymbol(db, symbol);
  const bars = aggregate(await dailyBars(db, resolved, Math.min(MAX_DAYS, (count + 1) * PERIODS[period])), period);
  const tail = bars.slice(-(count + 1));
  return tail.slice(tail.length > count ? 1 : 0).map((b, i) => {
    const prev = tail.length > count ? tail[i] : tail[i - 1];
    return { ...b, percent: prev ? percentOf(b.close, prev.close) : null };
  });
}

export async function quoteHistory(db: Kysely<DB>, symbol: string | undefined, q: { period?: string; count?: number }): Promise<Wire.MarketQuoteHistoryAnswer> {
  const bars = await kLine(db, symbol, q);
  return bars.reverse().map((b) => ({ date: b.date ?? null, current: b.close ?? null, percentage: b.percent ?? null, volume: b.volume ?? 0, amount: b.amount ?? '0.00' }));
}

const MINUTES = [...Array.from({ length: 121 }, (_, i) => 570 + i), ...Array.from({ length: 120 }, (_, i) => 781 + i)];
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** 241 minutes from 09:30 to 15:00 walking from the open to the close inside the day's range. */
export async function timeLine(db: Kysely<DB>, symbol: string | undefined): Promise<Wire.MarketTimeLineAnswer> {
  const resolved = await resolveSymbol(db, symbol);
  const [bar] = (await dailyBars(db, resolved, 1)).slice(-1);
  if (!bar) return [];
  const rng = new Prng(keyedSeed(symbol ?? '', bar.date, 'time_line'));
  const dp = resolved.type === 'stock' ? 2 : 4;
  const unit = toDecimal(1).div(10 ** dp);
  const n = MINUTES.length - 1;
  let volume = 0;
  let amount = toDecimal(0);
  return MINUTES.map((m, i) => {
    const base = toDecimal(bar.open).plus(toDecimal(bar.close).minus(bar.open).times(i).div(n));
    const noisy = i === 0 || i === n ? base : base.plus(unit.times(rng.bell(20)));
    const capped = noisy.gt(bar.high) ? toDecimal(bar.high) : noisy.lt(bar.low) ? toDecimal(bar.low) : noisy;
    const price = fixed(capped, dp);
    const v = bar.volume > 0 ? Math.floor(bar.volume / MINUTES.length / 100) * 100 : 0;
    volume += v;
    amount = amount.plus(toDecimal(price).times(v));
    return { time: clock(m), current: price, volume: v, avg_price: volume > 0 ? fixed(amount.div(volume), dp) : price };
  });
}

/** /symbols/?symbol=a,b: the named symbols; without a list, the indexes and stocks of the market. */
export async function symbols(db: Kysely<DB>, list: string | undefined): Promise<Wire.SymbolRef[]> {
  if (list) {
    const out: Wire.SymbolRef[] = [];
    for (const text of list.split(',').map((s) => s.trim()).filter(Boolean).slice(0, 50)) {
      const r = await resolveSymbol(db, text).catch(() => null);
      if (r?.type === 'fund') out.push({ symbol: r.fund.symbol, abbr_name: r.fund.abbr_name, symbol_type: 3 });
      if (r?.type === 'stock') out.push({ symbol: r.stock.symbol, abbr_name: r.stock.name, symbol_type: 1 });
      if (r?.type === 'index') out.push({ symbol: r.index.symbol, abbr_name: r.index.name, symbol_type: 5 });
    }
    return out;
  }
  const indexes = await repo.allIndexNames(db);
  const stocks = await repo.allStockNames(db);
  return [
    ...indexes.map((i): Wire.SymbolRef => ({ symbol: i.symbol, abbr_name: i.name, symbol_type: 5 })),
    ...stocks.map((s): Wire.SymbolRef => ({ symbol: s.symbol, abbr_name: s.name, symbol_type: 1 })),
  ];
}
