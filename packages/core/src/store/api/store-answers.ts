// Answer schemas of the store's calls (spec 02 §3 Store, §7 Stores). Income answers are the wallet's.
import { s } from '../../api/schema';
import type { Infer } from '../../api/schema';
import { w } from '../../api/contract/answer-fields';
import type { User } from '../../account/api/account-entities';
import type { Portfolio } from '../../market/api/market-entities';
import { STORE_APPLY_STATUSES } from '../store-status';
import { SOCIAL_PROVIDERS } from '../store-social';

/** The user's application: status -1 not applied (the other fields empty), 0 in review, 1 approved, 2 rejected. */
export const storeApplyAnswer = w.object({
  id: w.maybe(w.int()),
  status: s.enum(STORE_APPLY_STATUSES),
  status_display: w.text(),
  reject_reason: w.maybe(w.text()),
  name: w.text(),
  introduction: w.text(),
  avatar: w.text(),
  qualification_no: w.text(),
  applied_at: w.maybe(w.dateTime()),
  reviewed_at: w.maybe(w.dateTime()),
  /** The store once approved. */
  store_id: w.maybe(w.int()),
});

/** A store in a list (followed stores). */
export const storeRow = w.object({
  id: w.int(),
  name: w.text(),
  description: w.text(),
  avatar: w.text(),
  user: w.entity<User>(),
  likes_count: w.int(),
  portfolios_count: w.int(),
});

/** A portfolio of a store: the portfolio with its place in the owner's order (null until sorted). */
export const storePortfolio = w.entityWith<Portfolio>()({ store_id: w.int(), sort_order: w.maybe(w.int()) });

/** A store's page: owner, introduction, its portfolios with their yield, the followers and what they hold. */
export const storeDetail = w.object({
  id: w.int(),
  name: w.text(),
  description: w.text(),
  avatar: w.text(),
  user: w.entity<User>(),
  is_owner: w.bool(),
  /** The viewer follows (likes) the store. */
  liked: w.bool(),
  likes_count: w.int(),
  portfolios_count: w.int(),
  /** What holders keep in the store's portfolios today, at the latest NAV. */
  followers_assets: w.decimal(),
  holders_count: w.int(),
  portfolios: w.list(storePortfolio),
  created_at: w.dateTime(),
});

/** Holdings in one of the owner's portfolios (owner only). */
export const storePortfolioAssets = w.object({
  store_portfolio_id: w.int(),
  name: w.text(),
  worth: w.decimal(),
  holders_count: w.int(),
  followers_count: w.int(),
});

export const storeAssets = w.object({
  store_id: w.int(),
  worth: w.decimal(),
  holders_count: w.int(),
  likes_count: w.int(),
  portfolios_count: w.int(),
  portfolios: w.list(storePortfolioAssets),
});

export const socialBinding = w.object({ provider: s.enum(SOCIAL_PROVIDERS), provider_name: w.text(), account: w.text(), updated_at: w.dateTime() });

/** An application waiting for a reviewer. */
export const storeApplyReview = w.object({
  id: w.int(),
  user: w.entity<User>(),
  status: s.enum(STORE_APPLY_STATUSES),
  name: w.text(),
  introduction: w.text(),
  avatar: w.text(),
  qualification_no: w.text(),
  applied_at: w.dateTime(),
});

export const storeDone = w.object({ detail: w.text() });

export type StoreApplyAnswer = Infer<typeof storeApplyAnswer>;
export type StoreRow = Infer<typeof storeRow>;
export type StorePortfolio = Infer<typeof storePortfolio>;
export type StoreDetail = Infer<typeof storeDetail>;
export type StoreAssetsAnswer = Infer<typeof storeAssets>;
export type StorePortfolioAssetsAnswer = Infer<typeof storePortfolioAssets>;
export type SocialBinding = Infer<typeof socialBinding>;
export type StoreApplyReview = Infer<typeof storeApplyReview>;
