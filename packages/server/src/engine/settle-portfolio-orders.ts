// After the child fund orders are confirmed: each open portfolio order whose children are all done takes
// its outcome (all succeeded -> succeeded; some failed -> partly succeeded, the failed part refunded by the
// child; all failed -> failed), and a rebalance whose sells are done places its buys with their proceeds
// (then, once those are done, rebalance succeeded). Each parent is claimed FOR UPDATE SKIP LOCKED and
// guarded by its status, so any number of nodes may run this and a second run changes nothing.
import { type Kysely, type Transaction } from 'kysely';
import { CONFIRMED_TRADE_STATUSES, TradeDirection, TradeStatus } from '@fund/core/trade';
import { toDecimal, type Decimal } from '@fund/core/money';
import { beijingDate } from '@fund/core/calendar';
import { PORTFOLIO_TRADE_MESSAGES } from '@fund/core/portfolio';
import type { DB } from '../db/schema';
import type { OrderRow } from '../modules/trade/trading-repo';
import { targetPositions } from '../modules/portfolio/catalog-repo';
import { insertChildBuy } from '../modules/portfolio/trade-orders';
import { rebalanceBuys, worthOf } from '../modules/portfolio/trade-plan';
import { buyableFunds, childOrders, scopeHoldings, type PortfolioOrderRow } from '../modules/portfolio/trade-repo';
import { settlePortfolioCoupon } from '../modules/promotion/coupon-cashback';
import { post } from '../modules/ledger/ledger-repo';
import { inOwnTransaction, markFailure, type SettlementFailure } from './settlement-failures';
import { tradeDateOf, type MarketCalendar } from '../modules/calendar/market-calendar';
import { claimOpenPortfolioOrder, portfolioOrdersDone, updatePortfolioOrder } from './settlement-repo';

/** A child fund order went through when it is confirmed. */
const SUCCEEDED: readonly number[] = CONFIRMED_TRADE_STATUSES;
const sum = (xs: readonly Decimal[]): Decimal => xs.reduce((a, b) => a.plus(b), toDecimal(0));
const latest = (rows: readonly OrderRow[], fallback: string): string => rows.map((r) => r.confirm_date).sort().at(-1) ?? fallback;

async function finish(trx: Transaction<DB>, parent: PortfolioOrderRow, children: readonly OrderRow[], now: Date): Promise<void> {
  const ok = children.filter((c) => SUCCEEDED.includes(c.status));
  const failed = children.filter((c) => !SUCCEEDED.includes(c.status));
  const isBuy = parent.direction === TradeDirection.Buy;
  const status = failed.length === 0 ? TradeStatus.TradeSucceed : ok.length === 0 ? TradeStatus.TradeFailed : TradeStatus.PartTradeSucceed;
  const refund = sum(failed.map((c) => toDecimal(c.amount_refund ?? 0)));
  const confirmed = sum(ok.map((c) => toDecimal(isBuy ? c.amount : (c.amount_confirm ?? 0))));
  await updatePortfolioOrder(trx, parent.id, {
    status,
    amount_confirm: confirmed.toFixed(2),
    amount_refund: isBuy && refund.gt(0) ? refund.toFixed(2) : null,
    fee: sum(ok.map((c) => toDecimal(c.fee))).toFixed(2),
    confirm_date: latest(children, parent.confirm_date),
    confirmed_at: now.toISOString(),
    failure_notification: failed.length > 0 ? PORTFOLIO_TRADE_MESSAGES.childFailed : '',
  });
  if (isBuy) await settlePortfolioCoupon(trx, parent, status, confirmed, now);
}

/** The rebalance's sells are done: their proceeds buy the funds below target (or go to the card when none can be bought). */
async function placeRebalanceBuys(trx: Transaction<DB>, parent: PortfolioOrderRow, sells: readonly OrderRow[], calendar: MarketCalendar, day: string, now: Date): Promise<void> {
  const sold = sells.filter((c) => SUCCEEDED.includes(c.status));
  const proceeds = sum(sold.map((c) => toDecimal(c.amount)));
  const done = { confirm_date: latest(sells, parent.confirm_date), confirmed_at: now.toISOString() };
  if (proceeds.lte(0)) {
    await updatePortfolioOrder(trx, parent.id, { status: TradeStatus.RebalanceFailed, amount_confirm: '0.00', ...done });
    return;
  }
  const target = await targetPositions(trx, parent.portfolio_id, day);
  const held = await scopeHoldings(trx, parent.user_id, parent.portfolio_id, parent.bank_card_id);
  const total = sum(held.map((h) => worthOf(h.shares, h.nav))).plus(proceeds);
  const buys = rebalanceBuys(proceeds, held, target, await buyableFunds(trx, target.map((t) => t.fund_id)), total);
  // The proceeds leave the sells' transit; each buy holds its part.
  await post(trx, parent.user_id, now, sold.map((c) => ({ account: 'transit' as const, cardId: c.bank_card_id, orderId: c.id, amount: toDecimal(c.amount).neg(), memo: '调仓资金转入买入' })));
  if (buys.length === 0) {
    await post(trx, parent.user_id, now, [{ account: 'card', cardId: parent.bank_card_id, orderId: sold[0]?.id, amount: proceeds, memo: '调仓卖出到账银行卡' }]);
    await updatePortfolioOrder(trx, parent.id, { status: TradeStatus.RebalanceSucceed, amount_confirm: proceeds.toFixed(2), ...done });
    return;
  }
  const tradeDate = beijingDate(now) <= day ? tradeDateOf(calendar, now) : calendar.isTradingDay(day) ? day : calendar.nextTradingDay(day);
  const dates = { tradeDate, confirmDate: calendar.nextTradingDay(tradeDate) };
  const base = { userId: parent.user_id, portfolioId: parent.portfolio_id, parentId: parent.id, cardId: parent.bank_card_id, dates, now };
  for (const b of buys) {
    const id = await insertChildBuy(trx, base, b.fund_id, b.amount, false);
    await post(trx, parent.user_id, now, [{ account: 'transit', cardId: parent.bank_card_id, orderId: id, amount: b.amount, memo: '调仓买入待确认' }]);
  }
  await updatePortfolioOrder(trx, parent.id, { confirm_date: dates.confirmDate });
}

async function finishRebalance(trx: Transaction<DB>, parent: PortfolioOrderRow, buys: readonly OrderRow[], all: readonly OrderRow[], now: Date): Promise<void> {
  const ok = buys.filter((c) => SUCCEEDED.includes(c.status));
  await updatePortfolioOrder(trx, parent.id, {
    status: ok.length > 0 ? TradeStatus.RebalanceSucceed : TradeStatus.RebalanceFailed,
    amount_confirm: sum(ok.map((c) => toDecimal(c.amount))).toFixed(2),
    amount_refund: null,
    fee: sum(all.filter((c) => SUCCEEDED.includes(c.status)).map((c) => toDecimal(c.fee))).toFixed(2),
    confirm_date: latest(all, parent.confirm_date),
    confirmed_at: now.toISOString(),
    failure_notification: ok.length < buys.length ? PORTFOLIO_TRADE_MESSAGES.childFailed : '',
  });
}

async function settleOne(trx: Transaction<DB>, parent: PortfolioOrderRow, calendar: MarketCalendar, day: string, now: Date): Promise<void> {
  const children = await childOrders(trx, parent.id);
  if (children.length === 0 || children.some((c) => c.status === TradeStatus.EntrustSucceed)) return;
  if (parent.direction !== TradeDirection.Rebalance) return finish(trx, parent, children, now);
  const buys = children.filter((c) => c.direction !== TradeDirection.Sell);
  if (buys.length === 0) return placeRebalanceBuys(trx, parent, children, calendar, day, now);
  return finishRebalance(trx, parent, buys, children, now);
}

/**
 * Settles every open portfolio order whose children are all done; returns how many changed. Each parent
 * settles in its own transaction: one that fails is marked, added to `failures` and tried on the next run.
 */
export async function settlePortfolioOrders(db: Kysely<DB>, calendar: MarketCalendar, day: string, now: Date, failures: SettlementFailure[] = []): Promise<number> {
  const due = await portfolioOrdersDone(db);
  let done = 0;
  for (const { id } of due) {
    const outcome = await inOwnTransaction(db, 'portfolio_order', id, async (trx) => {
      const parent = await claimOpenPortfolioOrder(trx, id);
      if (!parent) return 0;
      await settleOne(trx, parent, calendar, day, now);
      return 1;
    });
    if ('value' in outcome) done += outcome.value;
    else {
      await markFailure(db, outcome.failure, day, now);
      failures.push(outcome.failure);
    }
  }
  return done;
}
