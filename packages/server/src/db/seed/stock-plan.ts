// The demo stock market: 60 stocks (6 per sector) with daily bars over the fund calendar, shareholders
// (some of them "champions"), quarterly top-10 holders, holder counts and block trades. Integers only:
// prices in cents, returns in 1e-6, percents in 1e-4 (see fixed-point.ts).
import type { Insertable } from 'kysely';
import type { BlockTradesTable, ShareholdersTable, StockDaysTable, StockHolderCountsTable, StockHoldersTable, StocksTable } from '../tables/research-tables';
import { dayToText, textToDay } from '../../market-model/calendar';
import { DEMO_PREFIX, SECTORS } from '../../market-model/demo-names';
import { applyReturn, e2Text, e4Text, halfUpDiv } from '../../market-model/fixed-point';
import type { Prng } from '../../market-model/prng';
import { reportDates } from '../../market-model/report-dates';
import { BROKER_BRANCHES, SHAREHOLDER_NAMES, STOCK_STEMS } from './stock-names';

export interface StockPlan {
  stocks: Insertable<StocksTable>[];
  /** Closing prices in cents per stock id, aligned with the trading days (for fund holdings). */
  closes: Map<number, number[]>;
  days: Insertable<StockDaysTable>[];
  shareholders: Insertable<ShareholdersTable>[];
  holders: Insertable<StockHoldersTable>[];
  holderCounts: Insertable<StockHolderCountsTable>[];
  blockTrades: Insertable<BlockTradesTable>[];
  reportDates: string[];
}

const HUNDRED_MILLION = 100_000_000;
const BLOCK_TRADE_DAYS = 60;

function planStock(rng: Prng, id: number, sectorIndex: number, stem: string): Insertable<StocksTable> & { priceCents: number } {
  const exchange = id % 3 === 0 ? 1 : 2;
  const code = exchange === 2 ? `60${String(id * 37).padStart(4, '0')}` : id % 2 === 0 ? `00${String(id * 53).padStart(4, '0')}` : `30${String(id * 29).padStart(4, '0')}`;
  const priceCents = rng.int(300, 30000);
  const totalE8 = rng.int(5, 300);
  const floatPercent = rng.int(55, 100);
  const pe = rng.int(8, 60);
  const pbE1 = rng.int(8, 80);
  const ps = rng.int(1, 10);
  return {
    id,
    symbol: `${exchange === 2 ? 'SH' : 'SZ'}${code}`,
    code,
    name: `${DEMO_PREFIX}${stem}`,
    exchange,
    sector_id: sectorIndex + 1,
    list_date: dayToText(textToDay('1995-01-01') + rng.int(0, 9000)),
    total_shares: String(totalE8 * HUNDRED_MILLION),
    float_shares: String(Math.floor((totalE8 * HUNDRED_MILLION * floatPercent) / 100)),
    eps_ttm: e4Text(halfUpDiv(priceCents * 100, pe)),
    eps_lyr: e4Text(halfUpDiv(priceCents * 100 * rng.int(85, 110), pe * 100)),
    bps: e4Text(halfUpDiv(priceCents * 1000, pbE1)),
    sps: e4Text(halfUpDiv(priceCents * 100, ps)),
    is_margin: rng.chance(70),
    is_stop: id === 59,
    champion_rank: null,
    priceCents,
  };
}

function planDays(rng: Prng, stock: Insertable<StocksTable> & { priceCents: number }, days: readonly string[]) {
  const rows: Insertable<StockDaysTable>[] = [];
  const closes: number[] = [];
  let prev = stock.priceCents;
  const floatShares = Number(stock.float_shares);
  for (const date of days) {
    const up = halfUpDiv(prev * 11, 10);
    const down = Math.max(1, prev - (up - prev));
    const clamp = (v: number) => Math.min(up, Math.max(down, v));
    const close = Math.max(100, clamp(applyReturn(prev, 250 + rng.bell(20000))));
    const open = clamp(applyReturn(prev, rng.bell(6000)));
    const high = clamp(Math.max(open, close) + Math.abs(rng.bell(Math.max(1, Math.floor(prev / 80)))));
    const low = clamp(Math.min(open, close) - Math.abs(rng.bell(Math.max(1, Math.floor(prev / 80)))));
    const volume = Math.floor((floatShares * rng.int(20, 500)) / 10000 / 100) * 100;
    const avg = Math.floor((open + high + low + close) / 4);
    rows.push({ stock_id: Number(stock.id), date, open: e2Text(open), high: e2Text(high), low: e2Text(low), close: e2Text(close), last_close: e2Text(prev), volume, amount: e2Text(volume * avg) });
    closes.push(close);
    prev = close;
  }
  return { rows, closes };
}

function planHolders(rng: Prng, stocks: readonly Insertable<StocksTable>[], dates: readonly string[]) {
  const holders: Insertable<StockHoldersTable>[] = [];
  const counts: Insertable<StockHolderCountsTable>[] = [];
  for (const stock of stocks) {
    const stockId = Number(stock.id);
    const first = rng.int(1, SHAREHOLDER_NAMES.length);
    const picks = Array.from({ length: 10 }, (_, i) => ((first + i * 7) % SHAREHOLDER_NAMES.length) + 1);
    const basePercents = picks.map((_, i) => (i === 0 ? rng.int(150000, 450000) : rng.int(3000, 60000 - i * 4000)));
    let lastShares = new Map<number, number>();
    let countBase = rng.int(20000, 400000);
    // Oldest report first so each report's change is against the one before it.
    for (const date of [...dates].reverse()) {
      const shares = new Map<number, number>();
      picks.forEach((holderId, i) => {
        const percentE4 = Math.max(1000, (basePercents[i] ?? 1000) + rng.bell(3000));
        // total_shares is a whole number of 1e8 shares, so shares = total * percent / 100 stays an integer.
        const count = (Number(stock.total_shares) / HUNDRED_MILLION) * percentE4 * 10000;
        shares.set(holderId, count);
        holders.push({ stock_id: stockId, shareholder_id: holderId, report_date: date, rank: 0, shares: String(count), percent: e4Text(percentE4), change_shares: String(count - (lastShares.get(holderId) ?? count)) });
      });
      lastShares = shares;
      countBase = Math.max(5000, countBase + rng.bell(Math.floor(countBase / 10)));
      counts.push({ stock_id: stockId, report_date: date, holders_count: countBase, avg_shares: String(Math.floor(Number(stock.total_shares) / countBase)) });
    }
  }
  // Rank within each report by shares.
  const groups = new Map<string, Insertable<StockHoldersTable>[]>();
  for (const h of holders) {
    const key = `${h.stock_id}|${h.report_date}`;
    groups.set(key, [...(groups.get(key) ?? []), h]);
  }
  for (const group of groups.values()) group.sort((a, b) => Number(b.shares) - Number(a.shares)).forEach((h, i) => (h.rank = i + 1));
  return { holders, counts };
}

function planBlockTrades(rng: Prng, stocks: readonly Insertable<StocksTable>[], closes: Map<number, number[]>, days: readonly string[]) {
  const trades: Insertable<BlockTradesTable>[] = [];
  const start = Math.max(0, days.length - BLOCK_TRADE_DAYS);
  for (let d = start; d < days.length; d += 1) {
    const date = days[d] ?? '';
    const n = rng.int(1, 4);
    for (let k = 0; k < n; k += 1) {
      const stock = rng.pick(stocks);
      const close = closes.get(Number(stock.id))?.[d] ?? 1000;
      const premiumE2 = rng.int(-1200, 100);
      const price = halfUpDiv(close * (10000 + premiumE2), 10000);
      const volume = rng.int(10, 500) * 10000;
      trades.push({ stock_id: Number(stock.id), date, price: e2Text(price), volume, amount: e2Text(price * volume), premium: e2Text(premiumE2), buyer: rng.pick(BROKER_BRANCHES), seller: rng.pick(BROKER_BRANCHES) });
    }
  }
  return trades;
}

function withoutPrice(stock: Insertable<StocksTable> & { priceCents: number }): Insertable<StocksTable> {
  const row: Insertable<StocksTable> & { priceCents?: number } = { ...stock };
  delete row.priceCents;
  return row;
}

export function buildStockPlan(rng: Prng, days: readonly string[], asOf: string): StockPlan {
  const stocks: (Insertable<StocksTable> & { priceCents: number })[] = [];
  SECTORS.forEach(([code], s) => (STOCK_STEMS[code] ?? []).forEach((stem) => stocks.push(planStock(rng, stocks.length + 1, s, stem))));
  const closes = new Map<number, number[]>();
  const dayRows: Insertable<StockDaysTable>[] = [];
  for (const stock of stocks) {
    const { rows, closes: c } = planDays(rng, stock, days);
    closes.set(Number(stock.id), c);
    dayRows.push(...rows);
  }
  const shareholders: Insertable<ShareholdersTable>[] = SHAREHOLDER_NAMES.map(([name, kind], i) => {
    const champion = i % 4 === 1;
    return { id: i + 1, name: `${DEMO_PREFIX}${name}`, kind, is_champion: champion, champion_rank: champion ? Math.floor(i / 4) + 1 : null, yield_year: champion ? e2Text(rng.int(1500, 9000)) : null };
  });
  const dates = reportDates(asOf, 4);
  const { holders, counts } = planHolders(rng, stocks, dates);
  const blockTrades = planBlockTrades(rng, stocks, closes, days);
  return { stocks: stocks.map(withoutPrice), closes, days: dayRows, shareholders, holders, holderCounts: counts, blockTrades, reportDates: dates };
}
