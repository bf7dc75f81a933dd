// One symbol text names a fund ('000001'), a stock ('SH600037') or an index ('SH000300'): find which.
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../../db/schema';
import type { MarketIndexesTable } from '../../../db/tables/market-tables';
import { noData } from '../../common/not-found';
import type { FundRecord } from '../../fund/fund-mappers';
import { findFund } from '../../fund/funds-repo';
import { findIndex, findStock, type StockRecord } from './stock-repo';

export type ResolvedSymbol =
  | { type: 'fund'; fund: FundRecord }
  | { type: 'stock'; stock: StockRecord }
  | { type: 'index'; index: Selectable<MarketIndexesTable> };

export async function resolveSymbol(db: Kysely<DB>, symbol: string | undefined): Promise<ResolvedSymbol> {
  const text = (symbol ?? '').trim();
  if (text === '' || text.length > 32) throw noData();
  if (/^\d{6}$/.test(text)) {
    const fund = await findFund(db, text);
    if (fund) return { type: 'fund', fund };
  }
  const stock = await findStock(db, text);
  if (stock) return { type: 'stock', stock };
  const index = await findIndex(db, text);
  if (index) return { type: 'index', index };
  throw noData();
}

export async function requireStock(db: Kysely<DB>, symbol: string | undefined): Promise<StockRecord> {
  const stock = await findStock(db, symbol ?? '');
  if (!stock) throw noData();
  return stock;
}

/** Symbol type codes of the wire: 1 stock, 3 fund, 5 index. */
export function symbolTypeOf(resolved: ResolvedSymbol): 1 | 3 | 5 {
  return resolved.type === 'stock' ? 1 : resolved.type === 'fund' ? 3 : 5;
}
