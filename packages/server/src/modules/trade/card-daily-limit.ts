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

const PAYING = [TradeDirection.Buy, TradeDirection.Subscription, TradeDirection.FixedInvestment];
const NOT_PAID = [TradeStatus.Cancelled, TradeStatus.EntrustFailed, TradeStatus.TradeFailed];

/** Card-paid buys of the user's Beijing day on this card, not cancelled or failed (portfolio children included). */
export async function paidToday(db: Kysely<DB>, userId: number, cardId: number, now: Date): Promise<string> {
  return cardPaidSince(db, userId, cardId, PAYING, NOT_PAID, beijingInstant(beijingDate(now)));
}

/** Online-banking cards and banks without a daily figure have no daily limit. */
export function hasDailyLimit(card: UsableCard): boolean {
  return !card.bank.need_onlinepay && toDecimal(card.bank.single_day_limit).gt(0);
}

function passesDailyLimit(card: UsableCard, paid: DecimalInput, amount: DecimalInput): boolean {
  return toDecimal(paid).plus(amount).lte(card.bank.single_day_limit);
}

/** True when paying `amount` more today would pass the card's daily limit. */
export async function aboveDailyLimit(db: Kysely<DB>, userId: number, card: UsableCard, amount: DecimalInput, now: Date): Promise<boolean> {
  return hasDailyLimit(card) && !passesDailyLimit(card, await paidToday(db, userId, card.id, now), amount);
}

/** The start of `now`'s Beijing day as an ISO instant: the daily limit counts buys applied since. */
export function dailyLimitSince(now: Date): string {
  return beijingInstant(beijingDate(now)).toISOString();
}

/**
 * What the card paid today, as one scalar read for the order's own insert (newOrderStatement): read in that
 * statement, which starts after the card row was locked, it counts every order committed before.
 */
export function dailyLimitRead(db: Kysely<DB> | Transaction<DB>, userId: number, cardId: number, since: string) {
  return cardPaidSinceQuery(db, userId, cardId, PAYING, NOT_PAID, since);
}

/** Refuses the order when `paid` today (the read's value) and `amount` together pass the card's limit; the transaction then rolls the order back. */
export function checkDailyLimit(card: UsableCard, paid: string | null, amount: DecimalInput): void {
  if (!passesDailyLimit(card, paid ?? '0', amount)) throw new ApiError(400, { amount: [TRADING_MESSAGES.aboveDailyLimit] });
}

/**
 * Locks the card row for the rest of the transaction (unless the caller's earlier statement did) and
 * refuses a card payment past the daily limit. Call in the order's transaction, before the order row is written.
 */
export async function holdCardDailyLimit(trx: Transaction<DB>, userId: number, card: UsableCard, amount: DecimalInput, now: Date, alreadyLocked = false): Promise<void> {
  if (!alreadyLocked) await lockCard(trx, card.id);
  if (await aboveDailyLimit(trx, userId, card, amount, now)) throw new ApiError(400, { amount: [TRADING_MESSAGES.aboveDailyLimit] });
}
