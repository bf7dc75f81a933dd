// A store's portfolios (spec 02 §7 Stores): the list (one store's or every store's), one, mine, recommended,
// the owner's order, and what holders keep in them (owner only).
import { STORE_MESSAGES, type StoreAssetsAnswer, type StorePortfolio, type StorePortfolioAssetsAnswer } from '@fund/core/store';
import type { Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { validationFailed } from '../../http/api-error';
import { noData } from '../common/not-found';
import { type PageRequest, toPage } from '../common/paging';
import * as repo from './store-repo';
import { ownStore } from './store-service';
import { storePortfolioWire } from './store-wire';

export async function list(db: Kysely<DB>, storeId: number | undefined, page: PageRequest, day: string, viewerId: number | null): Promise<Wire.Page<StorePortfolio>> {
  const { total, rows } = await repo.storePortfolioPage(db, storeId, page);
  return toPage(page, total, await Promise.all(rows.map((r) => storePortfolioWire(db, r, day, viewerId))));
}

export async function one(db: Kysely<DB>, portfolioId: number, day: string, viewerId: number | null): Promise<StorePortfolio> {
  const row = await repo.storePortfolioById(db, portfolioId);
  if (!row) throw noData();
  return storePortfolioWire(db, row, day, viewerId);
}

export async function mine(db: Kysely<DB>, userId: number, day: string): Promise<StorePortfolio[]> {
  const store = await ownStore(db, userId);
  const rows = await repo.portfoliosOfStore(db, store.id);
  return Promise.all(rows.map((r) => storePortfolioWire(db, r, day, userId)));
}

export async function recommend(db: Kysely<DB>, page: PageRequest, day: string, viewerId: number | null): Promise<Wire.Page<StorePortfolio>> {
  const { total, rows } = await repo.recommendedStorePortfolios(db, page);
  return toPage(page, total, await Promise.all(rows.map((r) => storePortfolioWire(db, r, day, viewerId))));
}

/** The owner's order: exactly the store's portfolios, each once. Another user's store reads as missing. */
export async function sort(db: Kysely<DB>, userId: number, storeId: number, portfolioIds: readonly number[]): Promise<void> {
  const store = await repo.storeById(db, storeId);
  if (!store || store.user_id !== userId) throw noData();
  await db.transaction().execute(async (trx) => {
    const owned = (await repo.portfoliosOfStore(trx, store.id)).map((p) => p.id);
    const same = new Set(portfolioIds).size === portfolioIds.length && portfolioIds.length === owned.length && owned.every((id) => portfolioIds.includes(id));
    if (!same) throw validationFailed({ portfolio_ids: [STORE_MESSAGES.sortMismatch] });
    await repo.replaceOrder(trx, store.id, portfolioIds);
  });
}

export async function portfolioAssets(db: Kysely<DB>, userId: number, portfolioId: number): Promise<StorePortfolioAssetsAnswer> {
  const row = await repo.storePortfolioById(db, portfolioId);
  if (!row || row.owner_user_id !== userId) throw noData();
  const [held] = await repo.portfolioHoldings(db, [row.id]);
  return { store_portfolio_id: row.id, name: row.name, worth: held?.worth ?? '0.00', holders_count: held?.holders_count ?? 0, followers_count: row.followers_count };
}

export async function assetsMine(db: Kysely<DB>, userId: number): Promise<StoreAssetsAnswer> {
  const store = await ownStore(db, userId);
  const [figures, rows] = await Promise.all([repo.storeFigures(db, store.id, store.user_id), repo.portfoliosOfStore(db, store.id)]);
  const held = new Map((await repo.portfolioHoldings(db, rows.map((r) => r.id))).map((h) => [h.portfolio_id, h]));
  return {
    store_id: store.id,
    worth: figures.worth,
    holders_count: figures.holders_count,
    likes_count: figures.likes_count,
    portfolios_count: figures.portfolios_count,
    portfolios: rows.map((r) => ({
      store_portfolio_id: r.id,
      name: r.name,
      worth: held.get(r.id)?.worth ?? '0.00',
      holders_count: held.get(r.id)?.holders_count ?? 0,
      followers_count: r.followers_count,
    })),
  };
}
