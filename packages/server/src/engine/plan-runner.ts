// Fixed investments: each working plan whose next deduction date has come places its buy (direction 5)
// dated that day, then moves to the following deduction date. The (plan, run date) key on orders makes
// a second run place nothing.
import type { Kysely } from 'kysely';
import { BankCardStatus } from '@fund/core/card';
import { TradeDirection, TradeStatus } from '@fund/core/trade';
import { addDays, beijingInstant } from '@fund/core/calendar';
import { nextDeductionDate } from '@fund/core/plan';
import { toDecimal } from '@fund/core/money';
import type { DB } from '../db/schema';
import { buyCharge } from '../modules/trade/fees';
import { fundById, insertOrder } from '../modules/trade/trading-repo';
import { serialNumber } from '../modules/trade/order-checks';
import { post } from '../modules/ledger/ledger-repo';
import { inOwnTransaction, markFailure, type SettlementFailure } from './settlement-failures';
import type { MarketCalendar } from '../modules/calendar/market-calendar';
import { cardStatusOf, claimDuePlan, duePlanIds, planOrderExists, setPlanNextDate } from './settlement-repo';

const RUN_AT_MINUTES = 9 * 60 + 30;
export const PLAN_FAILED_NOTE = '银行卡不可用，本期定投扣款失败';

/**
 * Places every due deduction of every working plan. Each plan is claimed with FOR UPDATE SKIP LOCKED:
 * a plan another node is placing is left to it.
 */
export async function placeDuePlans(db: Kysely<DB>, calendar: MarketCalendar, day: string, now: Date, failures: SettlementFailure[] = []): Promise<number> {
  const due = await duePlanIds(db, day);
  let placed = 0;
  for (const { id } of due) {
    // Each plan in its own transaction: one that fails is marked and reported, the others still run.
    const outcome = await inOwnTransaction(db, 'plan', id, async (trx) => {
      const plan = await claimDuePlan(trx, id, day);
      if (!plan) return 0;
      const fund = await fundById(trx, plan.fund_id);
      if (!fund) return 0;
      const card = await cardStatusOf(trx, plan.bank_card_id);
      const ok = card !== undefined && card.status === BankCardStatus.Verified && fund.allow_trade && fund.allow_fixed;
      const charge = buyCharge(fund, plan.amount);
      let count = 0;
      for (let run = plan.next_date; run !== null && run <= day; ) {
        const next = nextDeductionDate({ periodUnit: plan.period_unit, tradeDay: plan.trade_day, from: addDays(run, 1), calendar });
        const exists = await planOrderExists(trx, plan.id, run);
        if (!exists) {
          const orderId = await insertOrder(trx, {
            serial_number: await serialNumber(trx, run), user_id: plan.user_id, fund_id: fund.id, bank_card_id: plan.bank_card_id, direction: TradeDirection.FixedInvestment,
            status: ok ? TradeStatus.EntrustSucceed : TradeStatus.EntrustFailed, amount: plan.amount, shares: '0', fee: charge.fee.toFixed(2),
            fare_ratio: charge.fareRatio, discount_rate: charge.discountRate, amount_confirm: null, shares_confirm: null, amount_refund: null, net_value: null,
            pay_from_bao: false, to_bao: false, is_fast: false, apply_at: beijingInstant(run, RUN_AT_MINUTES).toISOString(), trade_date: run,
            confirm_date: calendar.nextTradingDay(run), arrive_date: calendar.nextTradingDay(run), confirmed_at: null, fixed_investment_id: plan.id, run_date: run,
            dividend_date: null, risk_confirmation_id: null, divi_type: null, opposite_id: null, remind_info: '', failure_notification: ok ? '' : PLAN_FAILED_NOTE,
          });
          if (ok) {
            await post(trx, plan.user_id, now, [
              { account: 'card', cardId: plan.bank_card_id, orderId, amount: toDecimal(plan.amount).neg(), memo: '定投扣款' },
              { account: 'transit', cardId: plan.bank_card_id, orderId, amount: plan.amount, memo: '定投待确认' },
            ]);
          }
          count += 1;
        }
        run = next;
        await setPlanNextDate(trx, plan.id, next, now.toISOString());
      }
      return count;
    });
    if ('value' in outcome) placed += outcome.value;
    else {
      await markFailure(db, outcome.failure, day, now);
      failures.push(outcome.failure);
    }
  }
  return placed;
}
