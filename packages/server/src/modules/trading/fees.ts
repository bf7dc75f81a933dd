// Fee rules: the purchase split (core's quotePurchase: net = amount / (1 + fare_ratio × discount_rate)),
// the saving against the list rate, and the sell fee by holding period (FIFO over the holding's lots:
// a lot held fewer than 7 days pays 1.5%, the rest the fund's sell rate × its discount).
import type { Kysely, Transaction } from 'kysely';
import { FREE_RATE_FUND_SUBTYPES, SubscriptionStatus, quotePurchase, roundHalfUp, toDecimal, toDayNumber, type Decimal, type FundSubtype } from '@fund/core';
import type { DB } from '../../db/schema';
import type { FundRow } from './trading-repo';
import { SHORT_HOLD_DAYS, SHORT_HOLD_SELL_RATE } from './trading-messages';

type Db = Kysely<DB> | Transaction<DB>;

export function isFreeRate(fund: FundRow): boolean {
  return fund.is_bao || FREE_RATE_FUND_SUBTYPES.includes(fund.symbol_stype as FundSubtype);
}

export function isSubscription(fund: FundRow): boolean {
  return !fund.is_bao && fund.subscription_status === SubscriptionStatus.SubscriptionPeriod;
}

export interface BuyRates {
  fareRatio: string;
  discountRate: string;
}

export function buyRates(fund: FundRow): BuyRates {
  if (isFreeRate(fund)) return { fareRatio: '0', discountRate: '1' };
  if (isSubscription(fund)) return { fareRatio: fund.fare_ratio_subscribe, discountRate: fund.discount_rate_subscribe };
  return { fareRatio: fund.fare_ratio_buy, discountRate: fund.discount_rate_buy };
}

export interface BuySplit {
  net: Decimal;
  fee: Decimal;
  /** What the fee would be at the list rate minus what it is. */
  saved: Decimal;
}

export function buySplit(amount: string, rates: BuyRates): BuySplit {
  const { net, fee } = quotePurchase({ amount, rate: rates.fareRatio, discount: rates.discountRate, nav: 1 });
  const list = quotePurchase({ amount, rate: rates.fareRatio, discount: 1, nav: 1 });
  return { net, fee, saved: list.fee.minus(fee) };
}

export function sellRate(fund: FundRow): Decimal {
  return isFreeRate(fund) ? toDecimal(0) : toDecimal(fund.fare_ratio_sell).times(fund.discount_rate_sell);
}

export function maxSellRate(fund: FundRow): Decimal {
  if (isFreeRate(fund)) return toDecimal(0);
  const base = sellRate(fund);
  return base.gt(SHORT_HOLD_SELL_RATE) ? base : toDecimal(SHORT_HOLD_SELL_RATE);
}

interface Lot {
  shares: Decimal;
  since: string;
}

async function lotsOf(db: Db, userId: number, fundId: number, cardId: number, portfolioId: number): Promise<Lot[]> {
  const rows = await db
    .selectFrom('trade_orders')
    .select(['shares_confirm', 'confirm_date'])
    .where('user_id', '=', userId)
    .where('fund_id', '=', fundId)
    .where('bank_card_id', '=', cardId)
    .where('portfolio_id', '=', portfolioId)
    .where('direction', '!=', 1)
    .where('status', 'in', [1, 13])
    .where('shares_confirm', 'is not', null)
    .orderBy('confirm_date')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ shares: toDecimal(r.shares_confirm ?? '0'), since: r.confirm_date }));
}

async function sharesAlreadySold(db: Db, userId: number, fundId: number, cardId: number, portfolioId: number, exceptOrderId: number | null): Promise<Decimal> {
  const rows = await db
    .selectFrom('trade_orders')
    .select(['id', 'status', 'shares', 'shares_confirm'])
    .where('user_id', '=', userId)
    .where('fund_id', '=', fundId)
    .where('bank_card_id', '=', cardId)
    .where('portfolio_id', '=', portfolioId)
    .where('direction', '=', 1)
    .where('status', 'in', [0, 1])
    .execute();
  return rows
    .filter((r) => r.id !== exceptOrderId)
    .reduce((sum, r) => sum.plus(r.status === 1 ? (r.shares_confirm ?? r.shares) : r.shares), toDecimal(0));
}

export interface SellFeeInput {
  fund: FundRow;
  userId: number;
  cardId: number;
  shares: string;
  tradeDate: string;
  nav: string;
  /** The sell being confirmed, which must not count itself as sold before. */
  orderId: number | null;
  /** The holding's scope (0, the default: held directly). */
  portfolioId?: number;
}

/** The sell fee, rounded half-up once over the whole sell. */
export async function sellFee(db: Db, input: SellFeeInput): Promise<Decimal> {
  const base = sellRate(input.fund);
  if (isFreeRate(input.fund)) return toDecimal(0);
  const scope = input.portfolioId ?? 0;
  let skip = await sharesAlreadySold(db, input.userId, input.fund.id, input.cardId, scope, input.orderId);
  let left = toDecimal(input.shares);
  let fee = toDecimal(0);
  const day = toDayNumber(input.tradeDate);
  for (const lot of await lotsOf(db, input.userId, input.fund.id, input.cardId, scope)) {
    if (left.lte(0)) break;
    let available = lot.shares;
    const skipped = skip.gt(available) ? available : skip;
    available = available.minus(skipped);
    skip = skip.minus(skipped);
    if (available.lte(0)) continue;
    const part = available.gt(left) ? left : available;
    const rate = day - toDayNumber(lot.since) < SHORT_HOLD_DAYS ? toDecimal(SHORT_HOLD_SELL_RATE) : base;
    fee = fee.plus(part.times(input.nav).times(rate));
    left = left.minus(part);
  }
  // Shares with no lot on record (none expected) pay the fund's rate.
  if (left.gt(0)) fee = fee.plus(left.times(input.nav).times(base));
  return roundHalfUp(fee, 2);
}
