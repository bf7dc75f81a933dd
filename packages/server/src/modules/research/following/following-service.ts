// Followed symbols: a logged-in user's list (funds, stocks, indexes) and follow/unfollow; a guest's
// list lives on the device, so a guest asking with `symbols` gets those rows and otherwise none.
import type { Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { iso } from '../../account/auth/timestamps';
import { toPage } from '../../common/paging';
import { toFundRow } from '../../fund/fund-mappers';
import { stockBoard } from '../../market/stocks/stock-repo';
import { type ResolvedSymbol, resolveSymbol, symbolTypeOf } from '../../market/stocks/symbol-resolver';
import { followsSymbol } from '../../fund/funds-repo';
import { deleteSymbolFollow, followedSymbols, insertSymbolFollow } from './following-repo';
import { indexRow, stockRow } from './symbol-rows';

export interface FollowingQuery {
  symbol_type: string;
  page_size: number;
  symbols?: string;
}

function rowOf(r: ResolvedSymbol, board: Awaited<ReturnType<typeof stockBoard>>): Wire.FundRow | null {
  if (r.type === 'fund') return toFundRow(r.fund);
  if (r.type === 'index') return indexRow(r.index);
  const quote = board.find((s) => s.id === r.stock.id);
  return quote ? stockRow(quote) : null;
}

export async function following(db: Kysely<DB>, userId: number | null, q: FollowingQuery): Promise<Wire.Page<Wire.FundRow>> {
  const types = q.symbol_type.split(',').map(Number);
  const asked = q.symbols?.split(',').map((s) => s.trim()).filter(Boolean);
  let symbols: string[];
  if (userId === null) symbols = asked ?? [];
  else {
    const rows = await followedSymbols(db, userId, types);
    symbols = rows.map((r) => r.symbol).filter((s) => !asked || asked.includes(s));
  }
  const board = await stockBoard(db);
  const results: Wire.FundRow[] = [];
  for (const symbol of symbols) {
    const resolved = await resolveSymbol(db, symbol).catch(() => null);
    if (!resolved || !types.includes(symbolTypeOf(resolved))) continue;
    const row = rowOf(resolved, board);
    if (row) results.push(row);
  }
  const page = { page: 1, page_size: q.page_size };
  return toPage(page, results.length, results.slice(0, q.page_size));
}

export async function setFollow(db: Kysely<DB>, userId: number, symbol: string | undefined, follow: boolean, now: Date): Promise<void> {
  const resolved = await resolveSymbol(db, symbol);
  const text = resolved.type === 'fund' ? resolved.fund.symbol : resolved.type === 'stock' ? resolved.stock.symbol : resolved.index.symbol;
  if (follow) {
    await insertSymbolFollow(db, userId, text, symbolTypeOf(resolved), iso(now));
  } else {
    await deleteSymbolFollow(db, userId, text);
  }
}

export async function isFollowed(db: Kysely<DB>, userId: number | null, symbol: string): Promise<boolean> {
  if (userId === null) return false;
  return followsSymbol(db, userId, symbol);
}
