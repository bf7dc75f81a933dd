// Answer schemas of the areas the reference server does not serve yet (coins, membership, coupon
// activities and invitations, stores' money, futures, the AI bot, wallet recharge). The spec names these
// entities but not their fields, so the shapes are designed here from its descriptions; the server builds
// on them (spec 02 §3 and 03 §3, §7).
import type { Infer } from '../../schema';
import { s } from '../../schema';
import { w } from '../answer-fields';
import type { FundCoupon, User } from './index';

// Coins: tasks earn coins, coins are exchanged for targets (coupons, membership days).

/** A coin task. status: 0 to do, 1 done and its coins to collect, 2 collected. */
export const coinTask = w.object({
  id: w.int(),
  code: w.text(),
  name: w.text(),
  description: w.text(),
  coins: w.int(),
  status: s.enum([0, 1, 2]),
  status_display: w.text(),
  /** Steps done of `target` (a task done once has target 1). */
  progress: w.int(),
  target: w.int(),
  /** Where the task is done (an app path), empty when nowhere. */
  url: w.text(),
});

/** A change of the coin balance: earned (positive) or spent (negative). */
export const coinChange = w.object({ id: w.int(), coins: w.int(), balance: w.int(), memo: w.text(), created_at: w.dateTime() });

/** How many coins may still be exchanged for a target kind today. */
export const coinExchangeLimitation = w.object({ target: w.int(), daily_limit: w.int(), used_today: w.int(), remaining: w.int(), min_coins: w.int() });

/** What coins buy: its price in coins and its worth in yuan; stock null means unlimited. */
export const coinExchangeTarget = w.object({
  id: w.int(),
  name: w.text(),
  description: w.text(),
  coins: w.int(),
  value: w.decimal(),
  stock: w.maybe(w.int()),
  image: w.text(),
});

// Membership: paid services and memberships by code, and the days given for invitations.

/** Membership days given for an invitation. status: 0 to claim, 1 claimed, 2 expired. */
export const membershipAllot = w.object({
  id: w.int(),
  code: w.text(),
  days: w.int(),
  status: s.enum([0, 1, 2]),
  status_display: w.text(),
  created_at: w.dateTime(),
  expires_at: w.maybe(w.dateTime()),
});

/** A friend who joined through the member's invitation. */
export const membershipInvitee = w.object({ id: w.int(), username: w.text(), avatar_sm: w.text(), created_at: w.dateTime(), reward_days: w.int() });

export const membershipService = w.object({
  code: w.text(),
  name: w.text(),
  description: w.text(),
  price: w.decimal(),
  period_days: w.int(),
  subscribed: w.bool(),
  expires_at: w.maybe(w.dateTime()),
  benefits: w.list(w.text()),
});

export const membershipOverview = w.object({
  code: w.text(),
  name: w.text(),
  level: w.int(),
  is_member: w.bool(),
  expires_at: w.maybe(w.dateTime()),
  benefits: w.list(w.text()),
  invite_code: w.maybe(w.text()),
});

// Coupon activities and invitations (promotion).

/** A coupon an activity hands out. */
export const couponTemplate = w.object({ id: w.int(), name: w.text(), amount: w.decimal(), expense_min: w.decimal(), apply_business: w.text() });

/** status: 0 not started, 1 running, 2 ended. */
export const couponActivity = w.object({
  id: w.int(),
  code: w.text(),
  name: w.text(),
  description: w.text(),
  start_at: w.dateTime(),
  end_at: w.dateTime(),
  status: s.enum([0, 1, 2]),
  status_display: w.text(),
  coupons: w.list(couponTemplate),
});

/** Whether the user may join an activity by its code, and why not. */
export const couponActivityCheck = w.object({ code: w.text(), can_join: w.bool(), joined: w.bool(), reason: w.text() });

export const couponActivityJoin = w.object({ detail: w.text(), coupons: w.list(w.entity<FundCoupon>()) });

export const invitation = w.object({ id: w.int(), username: w.text(), avatar_sm: w.text(), created_at: w.dateTime(), is_invested: w.bool(), reward: w.decimal() });

export const invitationOverview = w.object({ invite_code: w.text(), invited_count: w.int(), invested_count: w.int(), reward_total: w.decimal(), share_url: w.text() });

export const friendshipLink = w.object({ id: w.int(), name: w.text(), url: w.text(), logo: w.text() });

// Stores' money: what the owner's store holds and earns.

export const storeAssets = w.object({
  store_id: w.int(),
  worth: w.decimal(),
  followers_count: w.int(),
  portfolios_count: w.int(),
  income_total: w.decimal(),
  updated_at: w.dateTime(),
});

export const storePortfolioAssets = w.object({
  store_portfolio_id: w.int(),
  name: w.text(),
  worth: w.decimal(),
  followers_count: w.int(),
  buyers_count: w.int(),
  income_total: w.decimal(),
});

/** A withdrawal of store income. status: 0 applied, 1 paid, 2 refused. */
export const storeIncomeWithdrawal = w.object({
  id: w.int(),
  amount: w.decimal(),
  status: s.enum([0, 1, 2]),
  status_display: w.text(),
  created_at: w.dateTime(),
  bank_card_id: w.maybe(w.int()),
});

/** The income an amount managed through the store would bring, by year and month. */
export const storeIncomeForecast = w.object({
  amount: w.decimal(),
  store_portfolio_id: w.maybe(w.int()),
  rate: w.decimal(),
  income_year: w.decimal(),
  income_month: w.decimal(),
});

/** A store and its owner. */
export const storeAnswer = w.object({
  id: w.int(),
  name: w.text(),
  description: w.text(),
  followed: w.bool(),
  liked: w.bool(),
  user: w.entity<User>(),
});

// Futures: linked broker accounts, products and their reviews, instruments and income.

export const futuresAccount = w.object({
  id: w.int(),
  broker_name: w.text(),
  /** Masked: the last four digits. */
  account_no: w.text(),
  is_default: w.bool(),
  status: w.int(),
  status_display: w.text(),
});

export const futuresProduct = w.object({
  id: w.int(),
  name: w.text(),
  product_type: w.text(),
  description: w.text(),
  risk_level: w.int(),
  annual_return: w.maybe(w.decimal()),
  max_drawdown: w.maybe(w.decimal()),
  min_amount: w.decimal(),
});

export const futuresProductDetail = w.object({
  ...futuresProduct.shape,
  manager: w.text(),
  strategy: w.text(),
  net_values: w.list(w.object({ date: w.date(), value: w.decimal() })),
});

export const futuresProductReview = w.object({ id: w.int(), product_id: w.int(), title: w.text(), summary: w.text(), published_on: w.date() });

export const futuresInstrument = w.object({
  id: w.int(),
  symbol: w.text(),
  name: w.text(),
  exchange: w.text(),
  tradedate: w.date(),
  last_price: w.decimal(),
  change: w.decimal(),
  percentage: w.decimal(),
  volume: w.int(),
  open_interest: w.int(),
});

export const futuresIncomeRealtime = w.object({
  account_id: w.int(),
  balance: w.decimal(),
  profit_today: w.decimal(),
  profit_total: w.decimal(),
  updated_at: w.dateTime(),
});

export const futuresIncomeDays = w.object({ results: w.list(w.object({ date: w.date(), profit: w.decimal(), balance: w.decimal() })) });

// The AI assistant's bot and the wallet.

export const aiBot = w.object({ id: w.int(), name: w.text(), avatar: w.text(), description: w.text(), adopted_at: w.maybe(w.dateTime()) });

/** A recharge of the wallet by a code (a gift card): what it added and the balance after. */
export const walletRecharge = w.object({ detail: w.text(), amount: w.decimal(), available: w.decimal() });

export type CoinTask = Infer<typeof coinTask>;
export type CoinChange = Infer<typeof coinChange>;
export type CoinExchangeLimitation = Infer<typeof coinExchangeLimitation>;
export type CoinExchangeTarget = Infer<typeof coinExchangeTarget>;
export type MembershipAllot = Infer<typeof membershipAllot>;
export type MembershipInvitee = Infer<typeof membershipInvitee>;
export type MembershipService = Infer<typeof membershipService>;
export type MembershipOverview = Infer<typeof membershipOverview>;
export type CouponTemplate = Infer<typeof couponTemplate>;
export type CouponActivity = Infer<typeof couponActivity>;
export type CouponActivityCheck = Infer<typeof couponActivityCheck>;
export type CouponActivityJoin = Infer<typeof couponActivityJoin>;
export type Invitation = Infer<typeof invitation>;
export type InvitationOverview = Infer<typeof invitationOverview>;
export type FriendshipLink = Infer<typeof friendshipLink>;
export type StoreAssets = Infer<typeof storeAssets>;
export type StorePortfolioAssets = Infer<typeof storePortfolioAssets>;
export type StoreIncomeWithdrawal = Infer<typeof storeIncomeWithdrawal>;
export type StoreIncomeForecast = Infer<typeof storeIncomeForecast>;
export type FuturesAccount = Infer<typeof futuresAccount>;
export type FuturesProduct = Infer<typeof futuresProduct>;
export type FuturesProductDetail = Infer<typeof futuresProductDetail>;
export type FuturesProductReview = Infer<typeof futuresProductReview>;
export type FuturesInstrument = Infer<typeof futuresInstrument>;
export type FuturesIncomeRealtime = Infer<typeof futuresIncomeRealtime>;
export type FuturesIncomeDays = Infer<typeof futuresIncomeDays>;
export type AiBot = Infer<typeof aiBot>;
export type WalletRecharge = Infer<typeof walletRecharge>;
