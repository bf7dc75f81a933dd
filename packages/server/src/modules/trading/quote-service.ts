// Fee quotes before an order: /funds/buy_fee/ and /funds/sell_fee/ (dates by the market calendar).
import type { Kysely } from 'kysely';
import { fundBuyLimits, toAmountString, toDecimal, roundHalfUp, type DecimalInput, type Wire } from '@fund/core';
import type { DB } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { loadCalendar, tradeDateOf } from '../../engine/market-calendar';
import { shanghaiDate } from '../../engine/market-clock';
import { buyTradeDate } from './buy-service';
import { buyRates, buySplit, maxSellRate, sellFee, sellRate } from './fees';
import { fundOrNotFound } from './order-checks';

export const TO_BAO_DESC = '卖出至现金宝，确认当日即可使用，并开始享受现金宝收益';

function limitText(x: DecimalInput | null): string {
  return x === null ? '0.00' : toAmountString(x);
}

export async function buyFeeQuote(db: Kysely<DB>, q: { fund_id: number; amount: string }, now: Date): Promise<Wire.FeeQuote> {
  const fund = await fundOrNotFound(db, q.fund_id);
  const calendar = await loadCalendar(db, shanghaiDate(now));
  const confirmAt = calendar.nextTradingDay(buyTradeDate(fund, calendar, now));
  const rates = buyRates(fund);
  const split = buySplit(q.amount, rates);
  const limits = fundBuyLimits(fund);
  return {
    confirm_at: confirmAt,
    fare_ratio_buy: rates.fareRatio,
    discount_rate_buy: rates.discountRate,
    fee: split.fee.toFixed(2),
    saved_fee: split.saved.toFixed(2),
    fare_ratio_sell_min: sellRate(fund).toFixed(6),
    fare_ratio_sell_max: maxSellRate(fund).toFixed(6),
    amount_min: limitText(limits.min),
    amount_max: limitText(limits.max),
    arrive_at: confirmAt,
    to_bao_desc: '',
  };
}

export async function sellFeeQuote(db: Kysely<DB>, userId: number, q: { fund_id: number; shares: string; bank_card_id?: number; is_bao?: boolean }, now: Date): Promise<Wire.FeeQuote> {
  const fund = await fundOrNotFound(db, q.fund_id);
  const calendar = await loadCalendar(db, shanghaiDate(now));
  const tradeDate = tradeDateOf(calendar, now);
  const confirmAt = calendar.nextTradingDay(tradeDate);
  const nav = fund.is_bao ? '1.0000' : (fund.net_value ?? '1.0000');
  let cardId = q.bank_card_id;
  if (cardId === undefined) {
    const h = await db.selectFrom('holdings').select('bank_card_id').where('user_id', '=', userId).where('fund_id', '=', fund.id).where('portfolio_id', '=', 0).where('shares', '>', '0').executeTakeFirst();
    if (!h) throw new ApiError(400, { shares: ['您尚未购买该基金，无法卖出'] });
    cardId = h.bank_card_id;
  }
  const fee = await sellFee(db, { fund, userId, cardId, shares: q.shares, tradeDate, nav, orderId: null });
  const gross = roundHalfUp(toDecimal(q.shares).times(nav), 2);
  const listFee = roundHalfUp(gross.times(fund.is_bao ? 0 : fund.fare_ratio_sell), 2);
  const arriveAt = q.is_bao || fund.is_bao ? confirmAt : calendar.addTradingDays(tradeDate, Math.max(1, fund.t_days_sell));
  return {
    confirm_at: confirmAt,
    fare_ratio_buy: buyRates(fund).fareRatio,
    discount_rate_buy: buyRates(fund).discountRate,
    fee: fee.toFixed(2),
    saved_fee: (listFee.gt(fee) ? listFee.minus(fee) : toDecimal(0)).toFixed(2),
    fare_ratio_sell_min: sellRate(fund).toFixed(6),
    fare_ratio_sell_max: maxSellRate(fund).toFixed(6),
    amount_min: toAmountString(fund.shares_min_sell),
    amount_max: toAmountString(fund.shares_max_sell),
    arrive_at: arriveAt,
    to_bao_desc: fund.is_bao ? '' : TO_BAO_DESC,
  };
}
