// Status rows -> the wire's Status: author, the symbols and managers it names, likes and comments.
import type { Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { avatarUrls } from '../../account/avatar/avatar-store';
import { toFundRow } from '../../fund/fund-mappers';
import { indexRow, stockRow } from '../following/symbol-rows';
import { toManager } from '../managers/manager-mapper';
import { stockBoard } from '../../market/stocks/stock-repo';
import { resolveSymbol } from '../../market/stocks/symbol-resolver';
import { portfolioById, portfolioWire } from '../../portfolio/catalog-repo';
import * as repo from './feed-repo';

/** The demo feed's editorial desk has no account: it shows as user 0 named after the source. */
export function authorOf(userId: number | null, username: string | null, avatarFile: string | null, source: string): Wire.User {
  return { id: userId ?? 0, username: username ?? source, ...avatarUrls(avatarFile) };
}

export type StatusAnswer = Wire.Status & { category: string; likes_count: number; comments_count: number; liked: boolean; is_owner: boolean; position_adjustment: number | null };

/** The portfolio a post attaches (store timeline posts), as of `day`; none without a day. */
async function attachedPortfolios(db: Kysely<DB>, rows: readonly repo.StatusRecord[], viewerId: number | null, day: string | undefined): Promise<Map<number, Wire.Portfolio>> {
  const out = new Map<number, Wire.Portfolio>();
  if (day === undefined) return out;
  for (const id of new Set(rows.flatMap((r) => (r.portfolio_id === null ? [] : [r.portfolio_id])))) {
    const row = await portfolioById(db, id);
    if (row) out.set(id, await portfolioWire(db, row, day, viewerId));
  }
  return out;
}

export async function toStatuses(db: Kysely<DB>, rows: readonly repo.StatusRecord[], viewerId: number | null, day?: string): Promise<StatusAnswer[]> {
  const ids = rows.map((r) => r.id);
  const [symbols, managerLinks, liked] = await Promise.all([repo.statusSymbols(db, ids), repo.statusManagerIds(db, ids), repo.likedBy(db, viewerId, ids)]);
  const board = symbols.length > 0 ? await stockBoard(db) : [];
  const symbolRows = new Map<string, Wire.FundRow>();
  for (const { symbol } of symbols) {
    if (symbolRows.has(symbol)) continue;
    const r = await resolveSymbol(db, symbol).catch(() => null);
    if (r?.type === 'fund') symbolRows.set(symbol, toFundRow(r.fund));
    if (r?.type === 'index') symbolRows.set(symbol, indexRow(r.index));
    const quote = r?.type === 'stock' ? board.find((s) => s.id === r.stock.id) : undefined;
    if (quote) symbolRows.set(symbol, stockRow(quote));
  }
  const portfolios = await attachedPortfolios(db, rows, viewerId, day);
  const managerIds = [...new Set(managerLinks.map((l) => l.manager_id))];
  const managers = managerIds.length === 0 ? [] : await repo.managersByIds(db, managerIds);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    source: r.source,
    tendency: r.tendency,
    category: r.category,
    fund_managers: managers.filter((m) => managerLinks.some((l) => l.status_id === r.id && l.manager_id === m.id)).map(toManager),
    views_count: r.views_count,
    medias: r.medias,
    publish_at: r.publish_at.toISOString(),
    user: authorOf(r.user_id, r.username, r.avatar_file, r.source),
    content_type: r.content_type,
    symbols: symbols.filter((s) => s.status_id === r.id).flatMap((s) => symbolRows.get(s.symbol) ?? []),
    portfolios: r.portfolio_id === null ? [] : [portfolios.get(r.portfolio_id)].flatMap((p) => (p ? [p] : [])),
    text: r.text,
    likes_count: r.likes_count,
    comments_count: r.comments_count,
    liked: liked.has(r.id),
    is_owner: viewerId !== null && r.user_id === viewerId,
    position_adjustment: r.position_adjustment_id,
  }));
}
