// The fund's fee schedule (core's fundFeeSchedule) applied to the server's rows: what a buy is charged
// and the tier it sets on the order, and the sell fee over the holding's lots as the orders record them
// (core's sellFee: first in, first out, each lot by its holding period). No fee arithmetic lives here.
import type { Kysely, Transaction } from 'kysely';
import {
  CONFIRMED_TRADE_STATUSES,
  PLACED_TRADE_STATUSES,
  fundFeeSchedule,
  inStatusGroup,
  purchaseFee,
  sellFee,
  nextSellFeeDrop,
  type FeeSchedule,
  type SellFeeDrop,
  type HeldLot,
  type SellFee,
} from '@fund/core/trade';
import { SubscriptionStatus } from '@fund/core/fund';
import { toDecimal, type Decimal } from '@fund/core/money';
import type { DB } from '../../db/schema';
import type { FundRow } from './trading-repo';
import { confirmedLots, placedSells } from './orders-repo';

type Db = Kysely<DB> | Transaction<DB>;

export function isSubscription(fund: FundRow): boolean {
  return !fund.is_bao && fund.subscription_status === SubscriptionStatus.SubscriptionPeriod;
}

// A schedule is a function of its row alone: kept per row object, so the rows buys share from memory
// (fund-row-cache.ts) are turned into ladders once per version rather than on every order. Not to be changed by callers.
const schedules = new WeakMap<FundRow, FeeSchedule>();

export function scheduleOf(fund: FundRow): FeeSchedule {
  let schedule = schedules.get(fund);
  if (!schedule) {
    schedule = fundFeeSchedule(fund);
    schedules.set(fund, schedule);
  }
  return schedule;
}

export interface BuyCharge {
  net: Decimal;
  fee: Decimal;
  /** What the fee would be at the tier's undiscounted rate minus what it is. */
  saved: Decimal;
  /** The tier's listed rate and discount, as the order records them. */
  fareRatio: string;
  discountRate: string;
}

/** A buy of `amount` (purchase or subscription, as the fund is now) by the tier the amount falls in. */
export function buyCharge(fund: FundRow, amount: string): BuyCharge {
  const q = purchaseFee(scheduleOf(fund), amount);
  return { net: q.net, fee: q.fee, saved: q.saved_fee, fareRatio: q.tier.fare_ratio, discountRate: q.tier.discount_rate };
}

async function lotsOf(db: Db, userId: number, fundId: number, cardId: number, portfolioId: number): Promise<HeldLot[]> {
  const rows = await confirmedLots(db, { userId, fundId, cardId, portfolioId }, CONFIRMED_TRADE_STATUSES);
  return rows.map((r) => ({ shares: toDecimal(r.shares_confirm ?? '0'), since: r.confirm_date }));
}

async function sharesAlreadySold(db: Db, userId: number, fundId: number, cardId: number, portfolioId: number, exceptOrderId: number | null): Promise<Decimal> {
  const rows = await placedSells(db, { userId, fundId, cardId, portfolioId }, PLACED_TRADE_STATUSES);
  return rows
    .filter((r) => r.id !== exceptOrderId)
    .reduce((sum, r) => sum.plus(inStatusGroup(CONFIRMED_TRADE_STATUSES, r.status) ? (r.shares_confirm ?? r.shares) : r.shares), toDecimal(0));
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

async function lotsToSell(db: Db, input: SellFeeInput) {
  const scope = input.portfolioId ?? 0;
  const alreadySold = await sharesAlreadySold(db, input.userId, input.fund.id, input.cardId, scope, input.orderId);
  const lots = await lotsOf(db, input.userId, input.fund.id, input.cardId, scope);
  return { lots, alreadySold, shares: input.shares, nav: input.nav, tradeDate: input.tradeDate };
}

/** The sell's fee by the fund's schedule over the holding's lots, rounded half-up once over the whole sell. */
export async function sellCharge(db: Db, input: SellFeeInput): Promise<SellFee> {
  return sellFee(scheduleOf(input.fund), await lotsToSell(db, input));
}

/** The first later date the same sell would cost less (its lots older), or null. */
export async function sellChargeDrop(db: Db, input: SellFeeInput): Promise<SellFeeDrop | null> {
  return nextSellFeeDrop(scheduleOf(input.fund), await lotsToSell(db, input));
}
