// T+1 confirmation of due orders with the NAV of their trade date, claimed in batches with FOR UPDATE
// SKIP LOCKED so any number of nodes can run it, each taking batches of its own, and none confirms an
// order twice. A batch's plain buys are written together (confirm-batch.ts); the rest one by one.
import type { Kysely, Transaction } from 'kysely';
import { TradeDirection, TradeStatus, TRADING_MESSAGES } from '@fund/core/trade';
import { roundHalfUp, toDecimal } from '@fund/core/money';
import type { DB } from '../db/schema';
import { baoFund, insertOrder, type FundRow, type OrderRow } from '../modules/trade/trading-repo';
import { sellCharge } from '../modules/trade/fees';
import { refundPostings } from '../modules/trade/undo-service';
import { cashbackOnConfirmed, couponBackOnFailed } from '../modules/promotion/coupon-cashback';
import { post } from '../modules/ledger/ledger-repo';
import { claimDueOrders, parentDirection, updateOrder } from './settlement-repo';
import { buyConfirmation, PAR_NAV } from './buy-confirmation';
import { batchFacts, confirmPlainBuys, splitBatch, type BatchFacts } from './confirm-batch';
import { inSavepoint, markFailure, type SettlementFailure } from './settlement-failures';

// Orders claimed and confirmed per transaction: a batch's plain buys cost a handful of statements in all.
const BATCH = 500;

/**
 * The NAV to confirm at, from the batch's facts (navOn()'s rule); a subscription is dealt at par. A fund
 * with no NAV at all cannot be confirmed.
 */
function navFor(facts: BatchFacts, order: OrderRow, atPar = false): string {
  const nav = facts.navs.get(order.id)?.nav ?? null;
  if (nav !== null) return nav;
  if (atPar) return PAR_NAV;
  throw new Error(`fund ${order.fund_id} has no NAV on or before ${order.trade_date}`);
}

async function fail(trx: Transaction<DB>, order: OrderRow, now: Date): Promise<void> {
  const isBuy = order.direction !== TradeDirection.Sell;
  await updateOrder(trx, order.id, { status: order.direction === TradeDirection.Subscription ? TradeStatus.SubscriptionFailed : TradeStatus.TradeFailed, amount_refund: isBuy ? order.amount : null, failure_notification: TRADING_MESSAGES.fundFailed, confirmed_at: now.toISOString() });
  await post(trx, order.user_id, now, await refundPostings(trx, order, '交易失败退回'));
  if (isBuy) await couponBackOnFailed(trx, order, now);
}

async function confirmBuy(trx: Transaction<DB>, order: OrderRow, facts: BatchFacts, now: Date): Promise<void> {
  const nav = navFor(facts, order, order.direction === TradeDirection.Subscription);
  const { patch, postings } = buyConfirmation(order, nav, now);
  await updateOrder(trx, order.id, patch);
  await post(trx, order.user_id, now, postings);
  await cashbackOnConfirmed(trx, order, now);
}

/** Credits the cash treasure with a sell's proceeds, as a confirmed transfer-in record of its own. */
async function creditBao(trx: Transaction<DB>, order: OrderRow, amount: string, now: Date): Promise<number> {
  const bao = await baoFund(trx);
  const id = await insertOrder(trx, {
    serial_number: `${order.serial_number}B`, user_id: order.user_id, fund_id: bao.id, bank_card_id: order.bank_card_id, direction: TradeDirection.Buy, status: TradeStatus.TradeSucceed,
    amount, shares: '0', fee: '0.00', fare_ratio: '0', discount_rate: '1', amount_confirm: amount, shares_confirm: amount, amount_refund: null, net_value: '1.0000',
    pay_from_bao: false, to_bao: false, is_fast: false, apply_at: now.toISOString(), trade_date: order.confirm_date, confirm_date: order.confirm_date, arrive_date: order.confirm_date,
    confirmed_at: now.toISOString(), fixed_investment_id: null, run_date: null, dividend_date: null, risk_confirmation_id: null, divi_type: null, opposite_id: order.id,
    remind_info: '卖出资金转入现金宝', failure_notification: '',
  });
  await post(trx, order.user_id, now, [{ account: 'shares', fundId: bao.id, cardId: order.bank_card_id, orderId: id, amount, memo: '卖出转入现金宝' }]);
  return id;
}

async function isRebalanceChild(trx: Transaction<DB>, order: OrderRow): Promise<boolean> {
  if (order.portfolio_order_id === null) return false;
  return (await parentDirection(trx, order.portfolio_order_id)) === TradeDirection.Rebalance;
}

async function confirmSell(trx: Transaction<DB>, order: OrderRow, fund: FundRow, facts: BatchFacts, now: Date): Promise<void> {
  const nav = fund.is_bao ? '1.0000' : navFor(facts, order);
  const gross = roundHalfUp(toDecimal(order.shares).times(nav), 2);
  const scope = order.portfolio_id;
  const { fee, tier } = await sellCharge(trx, { fund, userId: order.user_id, cardId: order.bank_card_id, shares: order.shares, tradeDate: order.trade_date, nav, orderId: order.id, portfolioId: scope });
  const amount = gross.minus(fee).toFixed(2);
  await post(trx, order.user_id, now, [
    { account: 'frozen', fundId: fund.id, cardId: order.bank_card_id, orderId: order.id, portfolioId: scope, amount: toDecimal(order.shares).neg(), memo: '卖出确认解冻' },
    { account: 'shares', fundId: fund.id, cardId: order.bank_card_id, orderId: order.id, portfolioId: scope, amount: toDecimal(order.shares).neg(), memo: '卖出确认份额' },
    { account: 'fee', cardId: order.bank_card_id, orderId: order.id, amount: fee, memo: '赎回费' },
  ]);
  let opposite: number | null = null;
  if (order.to_bao) opposite = await creditBao(trx, order, amount, now);
  // A rebalance's sell keeps its proceeds in transit: the rebalance buys with them once its sells are done.
  else if (await isRebalanceChild(trx, order)) await post(trx, order.user_id, now, [{ account: 'transit', cardId: order.bank_card_id, orderId: order.id, amount, memo: '调仓卖出待买入' }]);
  else await post(trx, order.user_id, now, [{ account: 'card', cardId: order.bank_card_id, orderId: order.id, amount, memo: '卖出到账银行卡' }]);
  await updateOrder(trx, order.id, {
    status: TradeStatus.TradeSucceed, net_value: nav, fee: fee.toFixed(2), amount, amount_confirm: amount, shares_confirm: order.shares, opposite_id: opposite, confirmed_at: now.toISOString(),
    // The record shows the rate charged when every lot sold paid the same tier; lots of mixed ages keep the fund's listed rate.
    ...(tier ? { fare_ratio: tier.fare_ratio, discount_rate: tier.discount_rate } : {}),
  });
}

/** One order, with the fund and NAV its batch already read. */
async function confirmOne(trx: Transaction<DB>, order: OrderRow, facts: BatchFacts, now: Date): Promise<void> {
  const fund = facts.funds.get(order.fund_id);
  if (!fund) throw new Error(`order ${order.id}: fund ${order.fund_id} not found`);
  const isSell = order.direction === TradeDirection.Sell;
  if (!fund.allow_trade || (isSell ? !fund.allow_sell : false)) return fail(trx, order, now);
  return isSell ? confirmSell(trx, order, fund, facts, now) : confirmBuy(trx, order, facts, now);
}

/**
 * Confirms every entrusted order due on or before `day`; returns how many it confirmed. Each order runs
 * behind a savepoint: one that fails is rolled back alone, marked, added to `failures` and tried again on
 * the next run, while the batch goes on.
 */
export async function confirmDue(db: Kysely<DB>, day: string, now: Date, failures: SettlementFailure[] = [], navsImported = false): Promise<number> {
  let done = 0;
  // A cursor, so orders that failed in this run are not claimed again in the next batch.
  let after = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const rows = await claimDueOrders(trx, day, after, BATCH);
      const facts = await batchFacts(trx, rows);
      const { plain, oneByOne, waiting } = splitBatch(rows, facts, navsImported);
      const failed: SettlementFailure[] = [];
      // Should writing them together fail, each plain buy goes one by one, to fail (and be marked) alone.
      const together = plain.length > 0 && !(await inSavepoint(trx, 'order', plain[0]!.order.id, () => confirmPlainBuys(trx, plain, now)));
      const alone = together || plain.length === 0 ? oneByOne : [...oneByOne, ...plain.map((p) => p.order)].sort((x, y) => x.id - y.id);
      for (const order of alone) {
        const failure = await inSavepoint(trx, 'order', order.id, () => confirmOne(trx, order, facts, now));
        if (failure) failed.push(failure);
      }
      return { count: rows.length, last: rows.at(-1)?.id ?? after, failed, waiting };
    });
    for (const failure of batch.failed) {
      await markFailure(db, failure, day, now);
      failures.push(failure);
    }
    done += batch.count - batch.failed.length - batch.waiting;
    after = batch.last;
    if (batch.count < BATCH) return done;
  }
}
