// The bank card's daily limit on card-paid buys: what the card has paid today, and the check made inside
// the order's transaction under a lock on the card row, so parallel buys on one card are counted one
// after another and together never pass the limit.
import { TradeDirection, TradeStatus, TRADING_MESSAGES } from '@fund/core/trade';
import { toDecimal, type DecimalInput } from '@fund/core/money';
import { beijingDate, beijingInstant } from '@fund/core/calendar';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { UsableCard } from './order-checks';
import { cardPaidSince, cardPaidSinceQuery, lockCard } from './trading-repo';
import type { OrderGuard } from '../ledger/ledger-repo';

const PAYING = [TradeDirection.Buy, TradeDirection.Subscription, TradeDirection.FixedInvestment];
const NOT_PAID = [TradeStatus.Cancelled, TradeStatus.EntrustFailed, TradeStatus.TradeFailed];

/** Card-paid buys of the user's Beijing day on this card, not cancelled or failed (portfolio children included). */
export async function paidToday(db: Kysely<DB>, userId: number, cardId: number, now: Date): Promise<string> {
  return cardPaidSince(db, userId, cardId, PAYING, NOT_PAID, beijingInstant(beijingDate(now)));
}

/** Online-banking cards and banks without a daily figure have no daily limit. */
function hasDailyLimit(card: UsableCard): boolean {
  return !card.bank.need_onlinepay && toDecimal(card.bank.single_day_limit).gt(0);
}

function passesDailyLimit(card: UsableCard, paid: DecimalInput, amount: DecimalInput): boolean {
  return toDecimal(paid).plus(amount).lte(card.bank.single_day_limit);
}

/** True when paying `amount` more today would pass the card's daily limit. */
export async function aboveDailyLimit(db: Kysely<DB>, userId: number, card: UsableCard, amount: DecimalInput, now: Date): Promise<boolean> {
  return hasDailyLimit(card) && !passesDailyLimit(card, await paidToday(db, userId, card.id, now), amount);
}

/**
 * The daily limit as a guard on the order's own insert (postNewOrder): what the card paid today is read
 * in that statement, which starts after the card row was locked, so it counts every order committed
 * before; past the limit the check throws and the order is rolled back. Undefined for a card without one.
 */
export function dailyLimitGuard(trx: Transaction<DB>, userId: number, card: UsableCard, amount: DecimalInput, now: Date): OrderGuard | undefined {
  if (!hasDailyLimit(card)) return undefined;
  return {
    read: cardPaidSinceQuery(trx, userId, card.id, PAYING, NOT_PAID, beijingInstant(beijingDate(now))),
    check: (paid) => {
      if (!passesDailyLimit(card, paid ?? '0', amount)) throw new ApiError(400, { amount: [TRADING_MESSAGES.aboveDailyLimit] });
    },
  };
}

/**
 * Locks the card row for the rest of the transaction (unless the caller's earlier statement did) and
 * refuses a card payment past the daily limit. Call in the order's transaction, before the order row is written.
 */
export async function holdCardDailyLimit(trx: Transaction<DB>, userId: number, card: UsableCard, amount: DecimalInput, now: Date, alreadyLocked = false): Promise<void> {
  if (!alreadyLocked) await lockCard(trx, card.id);
  if (await aboveDailyLimit(trx, userId, card, amount, now)) throw new ApiError(400, { amount: [TRADING_MESSAGES.aboveDailyLimit] });
}
