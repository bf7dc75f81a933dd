// Fee quotes before an order: /funds/buy_fee/ and /funds/sell_fee/ (dates by the market calendar).
import type { Kysely } from 'kysely';
import { buyingTiers, fundBuyLimits, purchaseFee, roundTripCosts, sellFeeLines, sellRateRange } from '@fund/core/trade';
import { AMOUNT_DP, roundHalfUp, toAmountString, toDecimal, type DecimalInput } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import { beijingDate } from '@fund/core/calendar';
import type { DB } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { loadCalendar, tradeDateOf } from '../calendar/market-calendar';
import { buyTradeDate } from './buy-service';
import { scheduleOf, sellCharge, sellChargeDrop } from './fees';
import { fundOrNotFound } from './order-checks';
import { directHoldingCard } from './trading-repo';
import { shareClassQuote } from './share-class-quote';

export const TO_BAO_DESC = '卖出至现金宝，确认当日即可使用，并开始享受现金宝收益';

function limitText(x: DecimalInput | null): string {
  return x === null ? '0.00' : toAmountString(x);
}

export async function buyFeeQuote(db: Kysely<DB>, q: { fund_id: number; amount: string }, now: Date): Promise<Wire.FeeQuote> {
  const fund = await fundOrNotFound(db, q.fund_id);
  const calendar = await loadCalendar(db, beijingDate(now));
  const confirmAt = calendar.nextTradingDay(buyTradeDate(fund, calendar, now));
  const schedule = scheduleOf(fund);
  // The tier the amount falls in: its rate, discount and fee are what the order will be charged.
  const charge = purchaseFee(schedule, q.amount);
  const sellRates = sellRateRange(schedule);
  const limits = fundBuyLimits(fund);
  return {
    confirm_at: confirmAt,
    fare_ratio_buy: charge.tier.fare_ratio,
    discount_rate_buy: charge.tier.discount_rate,
    fee: charge.fee.toFixed(2),
    saved_fee: charge.saved_fee.toFixed(2),
    fare_ratio_sell_min: sellRates.min,
    fare_ratio_sell_max: sellRates.max,
    amount_min: limitText(limits.min),
    amount_max: limitText(limits.max),
    arrive_at: confirmAt,
    to_bao_desc: '',
    share_class: await shareClassQuote(db, fund, q.amount),
    round_trip: roundTripCosts(schedule, q.amount).map((r) => ({ holding: r.holding, sell_fee: r.sell_fee.toFixed(2), total: r.total.toFixed(2) })),
  };
}

export async function sellFeeQuote(db: Kysely<DB>, userId: number, q: { fund_id: number; shares: string; bank_card_id?: number; is_bao?: boolean }, now: Date): Promise<Wire.FeeQuote> {
  const fund = await fundOrNotFound(db, q.fund_id);
  const calendar = await loadCalendar(db, beijingDate(now));
  const tradeDate = tradeDateOf(calendar, now);
  const confirmAt = calendar.nextTradingDay(tradeDate);
  const nav = fund.is_bao ? '1.0000' : (fund.net_value ?? '1.0000');
  let cardId = q.bank_card_id;
  if (cardId === undefined) {
    const h = await directHoldingCard(db, userId, fund.id);
    if (!h) throw new ApiError(400, { shares: ['您尚未购买该基金，无法卖出'] });
    cardId = h.bank_card_id;
  }
  const schedule = scheduleOf(fund);
  const sell = { fund, userId, cardId, shares: q.shares, tradeDate, nav, orderId: null };
  const charge = await sellCharge(db, sell);
  const drop = await sellChargeDrop(db, sell);
  // The range of the rates this sell's lots pay, by their holding periods.
  const sellRates = sellRateRange(schedule, charge.parts);
  const firstBuyTier = buyingTiers(schedule)[0];
  const arriveAt = q.is_bao || fund.is_bao ? confirmAt : calendar.addTradingDays(tradeDate, Math.max(1, fund.t_days_sell));
  return {
    confirm_at: confirmAt,
    fare_ratio_buy: firstBuyTier?.fare_ratio ?? '0.000000',
    discount_rate_buy: firstBuyTier?.discount_rate ?? '1.0000',
    fee: charge.fee.toFixed(2),
    saved_fee: charge.saved_fee.toFixed(2),
    fare_ratio_sell_min: sellRates.min,
    fare_ratio_sell_max: sellRates.max,
    amount_min: toAmountString(fund.shares_min_sell),
    amount_max: toAmountString(fund.shares_max_sell),
    arrive_at: arriveAt,
    to_bao_desc: fund.is_bao ? '' : TO_BAO_DESC,
    fee_drop: drop && { date: drop.date, fee: drop.fee.toFixed(2), saving: drop.saving.toFixed(2) },
    // What the shares are worth now is the amount the A/C comparison is made for.
    share_class: await shareClassQuote(db, fund, roundHalfUp(toDecimal(q.shares).times(nav), AMOUNT_DP)),
    sell_lots: sellFeeLines(charge.parts, nav).map((l) => ({ since: l.since, days: l.days, shares: l.shares.toFixed(2), fare_ratio: l.fareRatio, fee: l.fee.toFixed(2) })),
  };
}
