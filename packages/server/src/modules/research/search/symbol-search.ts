// Symbol search over funds, stocks and indexes by code or name; funds first (best year first), then
// stocks, then indexes. symbol_type narrows it ('3' funds only, '1,5' stocks and indexes).
import type { Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { offsetOf, type PageRequest, toPage } from '../../common/paging';
import { indexRow, stockRow } from '../following/symbol-rows';
import type { FundIndex } from '../../fund/fund-index';
import { allIndexes } from '../indexes/index-repo';
import { stockBoard } from '../../market/stocks/stock-repo';

export async function searchSymbols(db: Kysely<DB>, market: () => Promise<FundIndex>, text: string, symbolType: string | undefined, page: PageRequest): Promise<Wire.Page<Wire.FundRow>> {
  const q = text.trim();
  if (q === '') return toPage(page, 0, []);
  const types = symbolType?.split(',').map(Number);
  const wants = (t: number) => types === undefined || types.includes(t);
  const matches = (...fields: string[]) => fields.some((f) => f.toUpperCase().includes(q.toUpperCase()));
  // Funds come first and are many (thousands may share a word of their name): the market index answers
  // their count and page; the few stocks and indexes that match follow them.
  const fundPage = wants(3) ? (await market()).page({ q }, { column: 'percent_year', direction: 'desc' }, page) : { total: 0, rows: [] };
  const fundCount = fundPage.total;
  const others: Wire.FundRow[] = [];
  if (wants(1)) others.push(...(await stockBoard(db)).filter((s) => matches(s.symbol, s.code, s.name)).map(stockRow));
  if (wants(5)) others.push(...(await allIndexes(db)).filter((ix) => matches(ix.symbol, ix.code, ix.name)).map(indexRow));
  const from = offsetOf(page);
  const to = from + page.page_size;
  const funds = fundPage.rows;
  const rest = others.slice(Math.max(0, from - fundCount), Math.max(0, to - fundCount));
  return toPage(page, fundCount + others.length, [...funds, ...rest].slice(0, page.page_size));
}
