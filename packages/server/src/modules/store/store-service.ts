// The store itself (spec 02 §3, 03 §7): its page (owner, introduction, portfolios with yield, followers'
// assets, likes), my store, the owner's settings, following (the spec's store likes) and social bindings.
// Anything a non-owner tries to change answers 404, as a missing store would.
import {
  SOCIAL_PROVIDER_NAMES,
  STORE_APPLY_MESSAGES,
  STORE_REVIEW_MESSAGES,
  checkSocialAccount,
  checkStoreAvatar,
  checkStoreIntroduction,
  checkStoreName,
  type SocialBinding,
  type SocialProvider,
  type StoreDetail,
  type StoreRow,
} from '@fund/core/store';
import type { Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { detailError, validationFailed } from '../../http/api-error';
import { iso } from '../account/auth/timestamps';
import { noData } from '../common/not-found';
import { type PageRequest, toPage } from '../common/paging';
import * as repo from './store-repo';
import { ownerWire, storePortfolioWire, storeRowWire } from './store-wire';

export async function storeOf(db: Kysely<DB>, id: number): Promise<repo.StoreRecord> {
  const store = await repo.storeById(db, id);
  if (!store) throw noData();
  return store;
}

/** The caller's own store, or 404 with the reason (no store yet). */
export async function ownStore(db: Kysely<DB>, userId: number): Promise<repo.StoreRecord> {
  const store = await repo.storeOfUser(db, userId);
  if (!store) throw detailError(404, STORE_REVIEW_MESSAGES.noStore);
  return store;
}

/** The store the path names, when the caller owns it; any other store reads as missing. */
async function ownedStore(db: Kysely<DB>, userId: number, id: number): Promise<repo.StoreRecord> {
  const store = await repo.storeById(db, id);
  if (!store || store.user_id !== userId) throw noData();
  return store;
}

export async function detailOf(db: Kysely<DB>, store: repo.StoreRecord, viewerId: number | null, day: string): Promise<StoreDetail> {
  const [figures, liked, rows] = await Promise.all([repo.storeFigures(db, store.id, store.user_id), repo.likes(db, store.id, viewerId), repo.portfoliosOfStore(db, store.id)]);
  const portfolios = await Promise.all(rows.map((r) => storePortfolioWire(db, r, day, viewerId)));
  return {
    id: store.id,
    name: store.name,
    description: store.description,
    avatar: store.avatar,
    user: ownerWire(store.user_id, store.username, store.avatar_file),
    is_owner: viewerId === store.user_id,
    liked,
    likes_count: figures.likes_count,
    portfolios_count: figures.portfolios_count,
    followers_assets: figures.worth,
    holders_count: figures.holders_count,
    portfolios,
    created_at: store.created_at.toISOString(),
  };
}

export async function detail(db: Kysely<DB>, id: number, viewerId: number | null, day: string): Promise<StoreDetail> {
  return detailOf(db, await storeOf(db, id), viewerId, day);
}

export async function mine(db: Kysely<DB>, userId: number, day: string): Promise<StoreDetail> {
  return detailOf(db, await ownStore(db, userId), userId, day);
}

export interface StoreEdit {
  description: string;
  name?: string;
  avatar?: string;
}

export async function update(db: Kysely<DB>, userId: number, id: number, edit: StoreEdit, day: string, now: Date): Promise<StoreDetail> {
  const store = await ownedStore(db, userId, id);
  const errors: Record<string, string[]> = {};
  const description = checkStoreIntroduction(edit.description);
  if (description !== null) errors.description = [description];
  const name = edit.name === undefined ? null : checkStoreName(edit.name);
  if (name !== null) errors.name = [name];
  const avatar = edit.avatar === undefined ? null : checkStoreAvatar(edit.avatar);
  if (avatar !== null) errors.avatar = [avatar === STORE_APPLY_MESSAGES.avatarRequired ? STORE_APPLY_MESSAGES.avatarInvalid : avatar];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  await repo.updateStore(db, store.id, { description: edit.description.trim(), name: edit.name?.trim(), avatar: edit.avatar?.trim() }, iso(now));
  return detailOf(db, await storeOf(db, store.id), userId, day);
}

export async function setLike(db: Kysely<DB>, userId: number, storeId: number, like: boolean, now: Date): Promise<void> {
  await storeOf(db, storeId);
  await repo.setLike(db, storeId, userId, like, iso(now));
}

export async function following(db: Kysely<DB>, userId: number, page: PageRequest): Promise<Wire.Page<StoreRow>> {
  const { total, rows } = await repo.likedStores(db, userId, page);
  const results = await Promise.all(rows.map(async (s) => storeRowWire(s, await repo.storeFigures(db, s.id, s.user_id))));
  return toPage(page, total, results);
}

async function bindingsWire(db: Kysely<DB>, storeId: number): Promise<SocialBinding[]> {
  const rows = await repo.bindingsOf(db, storeId);
  return rows.flatMap((r) => {
    const provider = Object.keys(SOCIAL_PROVIDER_NAMES).find((p): p is SocialProvider => p === r.provider);
    return provider ? [{ provider, provider_name: SOCIAL_PROVIDER_NAMES[provider], account: r.account, updated_at: r.updated_at.toISOString() }] : [];
  });
}

export async function socialBindings(db: Kysely<DB>, userId: number): Promise<SocialBinding[]> {
  return bindingsWire(db, (await ownStore(db, userId)).id);
}

export async function bindSocial(db: Kysely<DB>, userId: number, provider: SocialProvider, account: string, now: Date): Promise<SocialBinding[]> {
  const store = await ownStore(db, userId);
  const problem = checkSocialAccount(account);
  if (problem !== null) throw validationFailed({ account: [problem] });
  await repo.setBinding(db, store.id, provider, account.trim(), iso(now));
  return bindingsWire(db, store.id);
}
