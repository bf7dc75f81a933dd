// Fund buy, subscription and cash-treasure transfer-in, paid by card or from the cash treasure: checked,
// then written in the request's one transaction — the order, the money leaving the card (or the cash
// treasure) and held in transit until the T+1 confirmation.
import type { Kysely, Transaction } from 'kysely';
import { SubscriptionStatus } from '@fund/core/fund';
import {
  TradeDirection,
  TradeStatus,
  validateFundBuy,
  BUY_MESSAGES,
  fundBuyVerb,
  type BuyPayment,
  type BuyRequest,
  TRADING_MESSAGES,
} from '@fund/core/trade';
import { toAmountString, toDecimal } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import { beijingDate } from '@fund/core/calendar';
import type { DB } from '../../db/schema';
import { ApiError, detailError } from '../../http/api-error';
import { post } from '../ledger/ledger-repo';
import { loadCalendar, tradeDateOf, type MarketCalendar } from '../calendar/market-calendar';
import { baoFund, buyInputs, buyInputsLockingCard, holdingOf, insertOrderQuery, lockCard, lockHolding, type FundRow } from './trading-repo';
import { buyCharge, isSubscription } from './fees';
import { checkCard, gateSuitability, recordConfirmation, type UsableCard } from './order-checks';
import { suitabilityOfProfile, type Suitability } from '../risk/profile-service';
import { checkDailyLimit, dailyLimitSince, hasDailyLimit } from './card-daily-limit';
import { type DirectBuy, directBuyOrder, insertCardBuy } from './card-buy-insert';
import type { ClaimedKey } from './idempotency';
import { fundAtVersion } from './fund-row-cache';

export function buyTradeDate(fund: FundRow, calendar: MarketCalendar, now: Date): string {
  // A subscription is placed during the period and dealt at its close.
  if (isSubscription(fund) && fund.subscribe_end_at !== null) {
    const end = beijingDate(fund.subscribe_end_at);
    return calendar.onOrNext(end < beijingDate(now) ? beijingDate(now) : end);
  }
  return tradeDateOf(calendar, now);
}

function checkOpen(fund: FundRow): void {
  const verb = fundBuyVerb(fund);
  if (fund.subscription_status === SubscriptionStatus.BeforeSale) throw new ApiError(400, { amount: [TRADING_MESSAGES.notOnSale] });
  const open = isSubscription(fund) ? fund.allow_subscribe : fund.allow_buy;
  if (!fund.allow_trade || !open) throw new ApiError(400, { amount: [BUY_MESSAGES.notAllowed(verb)] });
}

async function baoAvailable(db: Kysely<DB>, userId: number, cardId: number): Promise<string> {
  const bao = await baoFund(db);
  const h = await holdingOf(db, userId, bao.id, cardId);
  return h ? toDecimal(h.shares).minus(h.shares_frozen).toFixed(2) : '0.00';
}

/** The amount against the fund's and the payment's limits; a card payment's daily limit is checked by the order's insert (insertCardBuy). */
async function checkAmount(trx: Transaction<DB>, userId: number, fund: FundRow, card: UsableCard, req: BuyRequest, payFromBao: boolean, cardLocked: boolean): Promise<void> {
  const payment: BuyPayment = payFromBao
    ? { kind: 'bao', available: await baoAvailable(trx, userId, card.id), note: null }
    : { kind: 'bank_card', singleLimit: card.bank.single_limit, onlinePay: card.bank.need_onlinepay, note: null };
  const check = validateFundBuy({ fund, payment, amount: req.amount });
  if (!check.ok) throw new ApiError(400, { amount: [check.message ?? BUY_MESSAGES.invalidAmount] });
  // The card row stays locked until the transaction commits, so parallel buys on it count one after another.
  if (!payFromBao && !cardLocked) await lockCard(trx, card.id);
}

type BuyInputColumns = 'card_id' | 'card_status' | 'card_bank_id' | 'risk_version' | 'risk_effective_to' | 'risk_level' | 'risk_chosen_level';

/** buyInputs' row as the fund and the card and risk columns beside it. */
function splitFund<T extends FundRow & Record<BuyInputColumns, unknown>>(row: T | undefined): { fund: FundRow; inputs: Pick<T, BuyInputColumns> } | undefined {
  if (!row) return undefined;
  const { card_id, card_status, card_bank_id, risk_version, risk_effective_to, risk_level, risk_chosen_level, ...fund } = row;
  return { fund, inputs: { card_id, card_status, card_bank_id, risk_version, risk_effective_to, risk_level, risk_chosen_level } };
}

/**
 * The fund, card and risk profile a buy checks. With `lockCard` (a card payment) one statement locks the
 * card row for the daily limit and reads the fund's row version (the fund itself from memory while it is
 * unchanged, see fund-row-cache.ts). A missing fund or card is told apart by a plain read.
 */
async function readBuyInputs(trx: Transaction<DB>, userId: number, req: BuyRequest, lockCard: boolean, now: Date): Promise<{ fund: FundRow; card: UsableCard; me: Suitability }> {
  const locked = lockCard ? await buyInputsLockingCard(trx, userId, req.fund_id, req.bank_card_id) : undefined;
  const lockedFund = locked ? await fundAtVersion(trx, locked.fund_id, locked.fund_version) : undefined;
  // The row kept in memory is used as it is (its fee schedule is kept beside it, see scheduleOf).
  const read = locked && lockedFund ? { fund: lockedFund, inputs: locked } : splitFund(await buyInputs(trx, userId, req.fund_id, req.bank_card_id));
  if (!read) throw detailError(404, TRADING_MESSAGES.fundNotFound);
  const { fund, inputs } = read;
  const { card_id, card_status, card_bank_id, risk_version, risk_effective_to, risk_level, risk_chosen_level } = inputs;
  const card = checkCard(card_id === null ? undefined : { id: card_id, status: card_status ?? 0, bank_id: card_bank_id ?? 0 }, true);
  const profile = risk_version === null ? undefined : { version: risk_version, effective_to: risk_effective_to ?? '', level: risk_level ?? 0, chosen_level: risk_chosen_level };
  return { fund, card, me: suitabilityOfProfile(profile, now) };
}

/** Runs inside the Idempotency-Key's transaction (the trade password is checked before it, see idempotency.ts). */
export async function placeBuy(trx: Transaction<DB>, userId: number, req: BuyRequest, now: Date, claim?: ClaimedKey): Promise<Wire.TradeSubmitted> {
  // A buy asking to pay from the cash treasure may still be paid by card (see payFromBao): its card is locked then.
  const cardLocked = !req.is_bao;
  const { fund, card, me } = await readBuyInputs(trx, userId, req, cardLocked, now);
  checkOpen(fund);
  // Paying from the cash treasure applies to other funds; buying the cash treasure is a transfer-in by card.
  const payFromBao = req.is_bao && !fund.is_bao;
  await checkAmount(trx, userId, fund, card, req, payFromBao, cardLocked);
  const confirmation = await recordConfirmation(trx, gateSuitability(me, userId, { type: 'fund', id: fund.id, level: fund.investment_risk }, req.confirm_risk, now));

  const calendar = await loadCalendar(trx, beijingDate(now));
  const tradeDate = buyTradeDate(fund, calendar, now);
  const confirmDate = calendar.nextTradingDay(tradeDate);
  const charge = buyCharge(fund, req.amount);
  const amount = toAmountString(req.amount);
  const direction = isSubscription(fund) ? TradeDirection.Subscription : TradeDirection.Buy;
  const order: DirectBuy = {
    user_id: userId, fund_id: fund.id, bank_card_id: card.id, direction, amount, fee: charge.fee.toFixed(2), fare_ratio: charge.fareRatio, discount_rate: charge.discountRate,
    apply_at: now.toISOString(), trade_date: tradeDate, confirm_date: confirmDate, arrive_date: confirmDate, risk_confirmation_id: confirmation,
  };
  if (!payFromBao) {
    // The order, its two money rows, the daily limit's read and the key's answer in one statement.
    const limited = hasDailyLimit(card);
    const orderId = await insertCardBuy(trx, order, {
      dailyLimitSince: limited ? dailyLimitSince(now) : undefined,
      checkPaid: limited ? (paid) => checkDailyLimit(card, paid, amount) : undefined,
      answerKey: claim?.key,
    });
    if (claim) claim.answered = true;
    return { id: orderId, status: TradeStatus.EntrustSucceed };
  }
  const orderId = (await insertOrderQuery(trx, directBuyOrder(order, true)).executeTakeFirstOrThrow()).id;
  const bao = await baoFund(trx);
  const h = await lockHolding(trx, userId, bao.id, card.id);
  if (!h || toDecimal(h.shares).minus(h.shares_frozen).lt(amount)) throw new ApiError(400, { amount: [BUY_MESSAGES.insufficientBalance] });
  await post(trx, userId, now, [
    { account: 'shares', fundId: bao.id, cardId: card.id, orderId, amount: toDecimal(amount).neg(), memo: '现金宝支付' },
    { account: 'transit', cardId: card.id, orderId, amount, memo: '买入待确认' },
  ]);
  return { id: orderId, status: TradeStatus.EntrustSucceed };
}
