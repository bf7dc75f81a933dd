// Symbol search over funds, stocks and indexes by code or name; funds first (best year first), then
// stocks, then indexes. symbol_type narrows it ('3' funds only, '1,5' stocks and indexes).
import type { Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { offsetOf, type PageRequest, toPage } from '../../common/paging';
import { indexRow, stockRow } from '../following/symbol-rows';
import { toFundRow } from '../../fund/fund-mappers';
import { listFunds } from '../../fund/funds-repo';
import { allIndexes } from '../indexes/index-repo';
import { stockBoard } from '../../market/stocks/stock-repo';

const ALL = 10000;

export async function searchSymbols(db: Kysely<DB>, text: string, symbolType: string | undefined, page: PageRequest): Promise<Wire.Page<Wire.FundRow>> {
  const q = text.trim();
  if (q === '') return toPage(page, 0, []);
  const types = symbolType?.split(',').map(Number);
  const wants = (t: number) => types === undefined || types.includes(t);
  const matches = (...fields: string[]) => fields.some((f) => f.toUpperCase().includes(q.toUpperCase()));
  const rows: Wire.FundRow[] = [];
  if (wants(3)) rows.push(...(await listFunds(db, { q }, { column: 'percent_year', direction: 'desc' }, { page: 1, page_size: ALL })).map(toFundRow));
  if (wants(1)) rows.push(...(await stockBoard(db)).filter((s) => matches(s.symbol, s.code, s.name)).map(stockRow));
  if (wants(5)) rows.push(...(await allIndexes(db)).filter((ix) => matches(ix.symbol, ix.code, ix.name)).map(indexRow));
  return toPage(page, rows.length, rows.slice(offsetOf(page), offsetOf(page) + page.page_size));
}
