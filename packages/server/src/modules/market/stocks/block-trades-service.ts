// Block trades: a stock's daily summary and its paged records, and the day's top stocks by amount.
import type { Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { percentOf } from '../../common/json';
import { offsetOf, type PageRequest, toPage } from '../../common/paging';
import { blockTradeDays, blockTradePage, blockTradeTop, countBlockTrades, lastBlockTradeDay } from './stock-repo';
import { resolveSymbol } from './symbol-resolver';

const DAILY_TOP = 10;

export async function blockTradesDaily(db: Kysely<DB>, symbol: string | undefined): Promise<Wire.MarketBlockTradesDailyAnswer> {
  const r = await resolveSymbol(db, symbol);
  if (r.type !== 'stock') return [];
  const rows = await blockTradeDays(db, r.stock.id);
  return rows;
}

export async function blockTradesRecord(db: Kysely<DB>, symbol: string | undefined, page: PageRequest): Promise<Wire.MarketBlockTradesRecordAnswer> {
  const r = await resolveSymbol(db, symbol);
  if (r.type !== 'stock') return toPage(page, 0, []);
  const total = await countBlockTrades(db, r.stock.id);
  const rows = await blockTradePage(db, r.stock.id, page.page_size, offsetOf(page));
  return toPage(page, total, rows);
}

/** The latest day with block trades: its stocks by traded amount, with the day's close and move. */
export async function dailyTop(db: Kysely<DB>): Promise<Wire.MarketBlockTradesDailyTopAnswer> {
  const last = await lastBlockTradeDay(db);
  if (!last) return [];
  const rows = await blockTradeTop(db, last, DAILY_TOP);
  return rows.map((row) => ({ ...row, percentage: percentOf(row.close, row.last_close) }));
}
