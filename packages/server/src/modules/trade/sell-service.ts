// Fund sell to the card or to the cash treasure, and the cash treasure's transfer-out (fast T+0 within
// the daily cap, else normal T+1). The holding row is locked while its free shares are checked and
// frozen, so parallel sells can never sell a share twice.
import type { Transaction } from 'kysely';
import {
  SELL_AVAILABILITY_MESSAGES,
  TradeDirection,
  TradeStatus,
  validateFundSell,
  BAO_SELL_MESSAGES,
  SELL_MESSAGES,
  type SellRequest,
  TRADING_MESSAGES,
} from '@fund/core/trade';
import { toDecimal, toSharesString } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import { fastRedeemRefusal } from '@fund/core/cash-treasure';
import { beijingDate, beijingInstant } from '@fund/core/calendar';
import type { DB } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { post } from '../ledger/ledger-repo';
import { loadCalendar, tradeDateOf } from '../calendar/market-calendar';
import { holdingOf, insertOrder, lockHolding, type FundRow } from './trading-repo';
import { fastRedeemedSince } from '../cash-treasure/bao-repo';
import { lockUser } from './orders-repo';
import { fundOrNotFound, serialNumber, usableCard } from './order-checks';

function refuse(message: string): ApiError {
  return new ApiError(400, { shares: [message] });
}

function checkShares(fund: FundRow, shares: string, available: string): void {
  const check = validateFundSell({ fund, hasCard: true, shares, available, minimum: fund.shares_min_sell });
  if (!check.ok) throw refuse(check.message ?? (fund.is_bao ? BAO_SELL_MESSAGES.invalidShares : SELL_MESSAGES.invalidShares));
}

/** Runs inside the Idempotency-Key's transaction (the trade password is checked before it). */
export async function placeSell(trx: Transaction<DB>, userId: number, req: SellRequest, now: Date): Promise<Wire.TradeSubmitted> {
  const fund = await fundOrNotFound(trx, req.fund_id);
  const card = await usableCard(trx, userId, req.bank_card_id, false);
  if (fund.is_bao && req.is_bao) throw refuse(TRADING_MESSAGES.baoToBao);
  const before = await holdingOf(trx, userId, fund.id, card.id);
  if (!before || toDecimal(before.shares).lte(0)) throw refuse(fund.is_bao ? SELL_AVAILABILITY_MESSAGES.baoNone : SELL_AVAILABILITY_MESSAGES.notHeld);
  checkShares(fund, req.shares, toDecimal(before.shares).minus(before.shares_frozen).toFixed(2));

  const calendar = await loadCalendar(trx, beijingDate(now));
  const tradeDate = tradeDateOf(calendar, now);
  const shares = toSharesString(req.shares);
  // The holding is locked while its free shares are checked again and frozen.
  let fast = fund.is_bao && req.is_fast;
  // The fast cap is the user's across all cards: their row is locked first, so parallel fast transfer-outs
  // from several cards are counted one after another (NO KEY: orders' foreign keys still share-lock it).
  if (fast) await lockUser(trx, userId);
  const h = await lockHolding(trx, userId, fund.id, card.id);
  checkShares(fund, shares, h ? toDecimal(h.shares).minus(h.shares_frozen).toFixed(2) : '0');
  let remind = '';
  const usedToday = fast ? await fastRedeemedSince(trx, userId, TradeStatus.TradeSucceed, beijingInstant(beijingDate(now))) : undefined;
  const overCap = fast ? fastRedeemRefusal(usedToday, shares) : null;
  if (overCap !== null) {
    fast = false;
    remind = overCap;
  }
  const today = beijingDate(now);
  const confirmDate = fast ? today : calendar.nextTradingDay(tradeDate);
  const arriveDate = fast || req.is_bao || fund.is_bao ? confirmDate : calendar.addTradingDays(tradeDate, Math.max(1, fund.t_days_sell));
  const orderId = await insertOrder(trx, {
    serial_number: await serialNumber(trx, tradeDate), user_id: userId, fund_id: fund.id, bank_card_id: card.id, direction: TradeDirection.Sell,
    status: fast ? TradeStatus.TradeSucceed : TradeStatus.EntrustSucceed,
    // The cash treasure sells yuan at 1.0000; a fund's amount is known at confirmation.
    amount: fund.is_bao ? shares : '0.00', shares, fee: '0.00', fare_ratio: fund.is_bao ? '0' : fund.fare_ratio_sell, discount_rate: fund.is_bao ? '1' : fund.discount_rate_sell,
    amount_confirm: fast ? shares : null, shares_confirm: fast ? shares : null, amount_refund: null, net_value: fast ? '1.0000' : null,
    pay_from_bao: false, to_bao: req.is_bao, is_fast: fast, apply_at: now.toISOString(), trade_date: fast ? today : tradeDate, confirm_date: confirmDate, arrive_date: arriveDate,
    confirmed_at: fast ? now.toISOString() : null, fixed_investment_id: null, run_date: null, dividend_date: null, risk_confirmation_id: null, divi_type: null,
    opposite_id: null, remind_info: remind, failure_notification: '',
  });
  if (fast) {
    await post(trx, userId, now, [
      { account: 'shares', fundId: fund.id, cardId: card.id, orderId, amount: toDecimal(shares).neg(), memo: '现金宝快速转出' },
      { account: 'card', cardId: card.id, orderId, amount: shares, memo: '快速转出到账' },
    ]);
  } else {
    await post(trx, userId, now, [{ account: 'frozen', fundId: fund.id, cardId: card.id, orderId, amount: shares, memo: '卖出冻结' }]);
  }
  return { id: orderId, status: fast ? TradeStatus.TradeSucceed : TradeStatus.EntrustSucceed };
}
