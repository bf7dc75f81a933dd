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
import { cardPaidSince, lockCard } from './trading-repo';

/** Card-paid buys of the user's Beijing day on this card, not cancelled or failed (portfolio children included). */
export async function paidToday(db: Kysely<DB>, userId: number, cardId: number, now: Date): Promise<string> {
  const day = beijingDate(now);
  return cardPaidSince(db, userId, cardId, [TradeDirection.Buy, TradeDirection.Subscription, TradeDirection.FixedInvestment], [TradeStatus.Cancelled, TradeStatus.EntrustFailed, TradeStatus.TradeFailed], beijingInstant(day));
}

/** True when paying `amount` more today would pass the card's daily limit (online-banking cards have none). */
export async function aboveDailyLimit(db: Kysely<DB>, userId: number, card: UsableCard, amount: DecimalInput, now: Date): Promise<boolean> {
  const daily = toDecimal(card.bank.single_day_limit);
  if (card.bank.need_onlinepay || daily.lte(0)) return false;
  return toDecimal(await paidToday(db, userId, card.id, now)).plus(amount).gt(daily);
}

/**
 * Locks the card row for the rest of the transaction (unless the caller's earlier statement did) and
 * refuses a card payment past the daily limit. Call in the order's transaction, before the order row is written.
 */
export async function holdCardDailyLimit(trx: Transaction<DB>, userId: number, card: UsableCard, amount: DecimalInput, now: Date, alreadyLocked = false): Promise<void> {
  if (!alreadyLocked) await lockCard(trx, card.id);
  if (await aboveDailyLimit(trx, userId, card, amount, now)) throw new ApiError(400, { amount: [TRADING_MESSAGES.aboveDailyLimit] });
}
