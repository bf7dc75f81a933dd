// Portfolio buy, sell, sell of one fund and rebalance: checked like fund orders (card, amount rules from
// core, suitability against the portfolio's risk; the trade password before), then written in the
// request's one transaction (the Idempotency-Key's): a portfolio_orders row and its child fund orders in
// the portfolio's scope, with money into transit (buys) or shares frozen (sells) through the ledger.
// Settlement confirms the children and then the parent.
import type { Kysely, Transaction } from 'kysely';
import {
  BUY_MESSAGES,
  SELL_MESSAGES,
  TradeDirection,
  TradeStatus,
  validateFundSell,
  type BuyPayment,
  type PortfolioBuyRequest,
  type PortfolioRebalanceRequest,
  type PortfolioSellFundRequest,
  type PortfolioSellRequest,
} from '@fund/core/trade';
import {
  PORTFOLIO_BUY_MESSAGES,
  PORTFOLIO_SELL_MESSAGES,
  validatePortfolioBuy,
  validatePortfolioSell,
  PORTFOLIO_TRADE_MESSAGES as M,
} from '@fund/core/portfolio';
import { isCouponEnabled } from '@fund/core/promotion';
import { portfolioRiskToLevel } from '@fund/core/risk';
import { toAmountString, toDecimal, toSharesString, type Decimal } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import { beijingDate } from '@fund/core/calendar';
import type { DB } from '../../db/schema';
import { ApiError, detailError } from '../../http/api-error';
import { post } from '../ledger/ledger-repo';
import { loadCalendar, tradeDateOf } from '../calendar/market-calendar';
import { COUPON_MESSAGES } from '../promotion/coupon-service';
import { attachCoupon } from '../promotion/coupon-cashback';
import { buyCharge } from '../trade/fees';
import { fundOrNotFound, passProductSuitability, recordConfirmation, serialNumber, usableCard } from '../trade/order-checks';
import { baoFund, fundById, insertOrder, lockCard, lockHolding } from '../trade/trading-repo';
import { holdCardDailyLimit } from '../trade/card-daily-limit';
import { targetPositions, type PortfolioRow } from './catalog-repo';
import { buyPlan, rebalancePlan, sellPlan, sellableWorth, worthOf, type PlanRow } from './trade-plan';
import { directHoldingShares, orderFee, ownCoupon, setPortfolioOrderFee } from './orders-repo';
import { buyableFunds, hasConfirmedBuyOnCard, hasOpenOrder, insertPortfolioOrder, portfolioOrNotFound, scopeHoldings, type ScopeHolding } from './trade-repo';

export interface Dates {
  tradeDate: string;
  confirmDate: string;
}

async function datesOf(db: Kysely<DB>, now: Date): Promise<Dates> {
  const calendar = await loadCalendar(db, beijingDate(now));
  const tradeDate = tradeDateOf(calendar, now);
  return { tradeDate, confirmDate: calendar.nextTradingDay(tradeDate) };
}

async function baoAvailable(db: Kysely<DB>, userId: number, cardId: number): Promise<string> {
  const bao = await baoFund(db);
  const h = await directHoldingShares(db, userId, bao.id, cardId);
  return h ? toDecimal(h.shares).minus(h.shares_frozen).toFixed(2) : '0.00';
}

/**
 * The chosen coupon is attached with the buy (spec 03 §4: used after a successful buy), on the first child
 * order, in the buy's transaction, so two buys cannot both take it; its cashback is paid when settlement
 * confirms the portfolio buy, and an undo or a failed buy gives it back (coupon-cashback.ts).
 */
async function spendCoupon(trx: Transaction<DB>, userId: number, couponId: number, orderId: number, now: Date): Promise<void> {
  if (!(await attachCoupon(trx, userId, couponId, orderId, now))) throw new ApiError(400, { coupon_id: [COUPON_MESSAGES.used] });
}

/** The coupon is checked before the password; it is spent in the buy's transaction (spendCoupon). */
async function checkCoupon(db: Kysely<DB>, userId: number, couponId: number | undefined, amount: string, now: Date): Promise<number | null> {
  if (couponId === undefined) return null;
  const coupon = await ownCoupon(db, userId, couponId);
  if (!coupon) throw new ApiError(400, { coupon_id: [COUPON_MESSAGES.notFound] });
  if (coupon.used_order_id !== null) throw new ApiError(400, { coupon_id: [COUPON_MESSAGES.used] });
  if (coupon.effective_to < beijingDate(now)) throw new ApiError(400, { coupon_id: [COUPON_MESSAGES.expired] });
  if (!isCouponEnabled({ amount: coupon.amount, coupon }, amount)) throw new ApiError(400, { coupon_id: [COUPON_MESSAGES.notEligible] });
  return coupon.id;
}

export interface ChildBase {
  userId: number;
  portfolioId: number;
  parentId: number;
  cardId: number;
  dates: Dates;
  now: Date;
}

/** A child fund buy in the portfolio's scope; its money is already in transit (see the caller's postings). */
export async function insertChildBuy(trx: Transaction<DB>, base: ChildBase, fundId: number, amount: Decimal, payFromBao: boolean): Promise<number> {
  const fund = await fundById(trx, fundId);
  if (!fund) throw detailError(404, M.portfolioNotFound);
  const charge = buyCharge(fund, amount.toFixed(2));
  return insertOrder(trx, {
    serial_number: await serialNumber(trx, base.dates.tradeDate), user_id: base.userId, fund_id: fund.id, bank_card_id: base.cardId, direction: TradeDirection.Buy, status: TradeStatus.EntrustSucceed,
    amount: amount.toFixed(2), shares: '0', fee: charge.fee.toFixed(2), fare_ratio: charge.fareRatio, discount_rate: charge.discountRate,
    amount_confirm: null, shares_confirm: null, amount_refund: null, net_value: null, pay_from_bao: payFromBao, to_bao: false, is_fast: false,
    apply_at: base.now.toISOString(), trade_date: base.dates.tradeDate, confirm_date: base.dates.confirmDate, arrive_date: base.dates.confirmDate, confirmed_at: null,
    fixed_investment_id: null, run_date: null, dividend_date: null, risk_confirmation_id: null, divi_type: null, opposite_id: null, remind_info: '', failure_notification: '',
    portfolio_id: base.portfolioId, portfolio_order_id: base.parentId,
  });
}

/** Child sells: each holding is locked, its free shares checked again and the shares frozen. Proceeds go to the card. */
async function insertChildSells(trx: Transaction<DB>, base: ChildBase, rows: readonly PlanRow[], refuse: (message: string) => ApiError): Promise<void> {
  for (const row of rows) {
    const fund = await fundById(trx, row.fund_id);
    const h = await lockHolding(trx, base.userId, row.fund_id, base.cardId, base.portfolioId);
    if (!fund || !h || toDecimal(h.shares).minus(h.shares_frozen).lt(row.shares)) throw refuse(M.sellNone);
    const orderId = await insertOrder(trx, {
      serial_number: await serialNumber(trx, base.dates.tradeDate), user_id: base.userId, fund_id: fund.id, bank_card_id: base.cardId, direction: TradeDirection.Sell, status: TradeStatus.EntrustSucceed,
      amount: fund.is_bao ? row.shares.toFixed(2) : '0.00', shares: row.shares.toFixed(2), fee: '0.00', fare_ratio: fund.is_bao ? '0' : fund.fare_ratio_sell, discount_rate: fund.is_bao ? '1' : fund.discount_rate_sell,
      amount_confirm: null, shares_confirm: null, amount_refund: null, net_value: null, pay_from_bao: false, to_bao: false, is_fast: false,
      apply_at: base.now.toISOString(), trade_date: base.dates.tradeDate, confirm_date: base.dates.confirmDate, arrive_date: base.dates.confirmDate, confirmed_at: null,
      fixed_investment_id: null, run_date: null, dividend_date: null, risk_confirmation_id: null, divi_type: null, opposite_id: null, remind_info: '', failure_notification: '',
      portfolio_id: base.portfolioId, portfolio_order_id: base.parentId,
    });
    await post(trx, base.userId, base.now, [{ account: 'frozen', fundId: fund.id, cardId: base.cardId, orderId, portfolioId: base.portfolioId, amount: row.shares, memo: '组合卖出冻结' }]);
  }
}

async function parentValues(trx: Transaction<DB>, userId: number, portfolio: PortfolioRow, cardId: number, direction: number, status: number, amount: Decimal, fee: Decimal, dates: Dates, now: Date) {
  return {
    serial_number: `P${await serialNumber(trx, dates.tradeDate)}`, user_id: userId, portfolio_id: portfolio.id, bank_card_id: cardId, direction, status,
    amount: amount.toFixed(2), fee: fee.toFixed(2), amount_confirm: null, amount_refund: null, pay_from_bao: false, coupon_id: null, risk_confirmation_id: null,
    rebalance_type: null, apply_at: now.toISOString(), trade_date: dates.tradeDate, confirm_date: dates.confirmDate, confirmed_at: null, remind_info: '', failure_notification: '',
  };
}

export async function targetOrRefuse(db: Kysely<DB>, portfolioId: number, now: Date) {
  const target = await targetPositions(db, portfolioId, beijingDate(now));
  if (target.length === 0) throw new ApiError(400, { amount: [M.noTarget] });
  return target;
}

/** Runs inside the Idempotency-Key's transaction (the trade password is checked before it). */
export async function placePortfolioBuy(trx: Transaction<DB>, userId: number, req: PortfolioBuyRequest, now: Date): Promise<Wire.TradeSubmitted> {
  const portfolio = await portfolioOrNotFound(trx, req.fund_portfolio_id);
  const card = await usableCard(trx, userId, req.bank_card_id, true);
  const payment: BuyPayment = req.is_bao
    ? { kind: 'bao', available: await baoAvailable(trx, userId, card.id), note: null }
    : { kind: 'bank_card', singleLimit: card.bank.single_limit, onlinePay: card.bank.need_onlinepay, note: null };
  const check = validatePortfolioBuy({ portfolio: { ...portfolio, allow_buy: portfolio.allow_trade && portfolio.allow_buy }, payment, amount: req.amount });
  if (!check.ok) throw new ApiError(400, { amount: [check.message ?? PORTFOLIO_BUY_MESSAGES.invalidAmount] });
  const amount = toAmountString(req.amount);
  const target = await targetOrRefuse(trx, portfolio.id, now);
  const couponId = await checkCoupon(trx, userId, req.coupon_id, amount, now);
  const suitability = await passProductSuitability(trx, userId, { type: 'portfolio', id: portfolio.id, level: portfolioRiskToLevel(portfolio.investment_risk) }, req.confirm_risk, now);
  const confirmation = await recordConfirmation(trx, suitability);

  const dates = await datesOf(trx, now);
  const rows = buyPlan(amount, target);
  if (req.is_bao) await lockCard(trx, card.id);
  else await holdCardDailyLimit(trx, userId, card, amount, now);
  const parentId = await insertPortfolioOrder(trx, { ...(await parentValues(trx, userId, portfolio, card.id, TradeDirection.Buy, TradeStatus.EntrustSucceed, toDecimal(amount), toDecimal(0), dates, now)), pay_from_bao: req.is_bao, coupon_id: couponId, risk_confirmation_id: confirmation });
  const base: ChildBase = { userId, portfolioId: portfolio.id, parentId, cardId: card.id, dates, now };
  let fee = toDecimal(0);
  const bao = req.is_bao ? await baoFund(trx) : null;
  if (bao) {
    const h = await lockHolding(trx, userId, bao.id, card.id);
    if (!h || toDecimal(h.shares).minus(h.shares_frozen).lt(amount)) throw new ApiError(400, { amount: [BUY_MESSAGES.insufficientBalance] });
  }
  let firstChild: number | null = null;
  for (const row of rows) {
    const childId = await insertChildBuy(trx, base, row.fund_id, row.amount, req.is_bao);
    firstChild ??= childId;
    const child = await orderFee(trx, childId);
    fee = fee.plus(child.fee);
    await post(trx, userId, now, [
      bao
        ? { account: 'shares', fundId: bao.id, cardId: card.id, orderId: childId, amount: row.amount.neg(), memo: '现金宝支付组合买入' }
        : { account: 'card', cardId: card.id, orderId: childId, amount: row.amount.neg(), memo: '银行卡支付组合买入' },
      { account: 'transit', cardId: card.id, orderId: childId, amount: row.amount, memo: '组合买入待确认' },
    ]);
  }
  await setPortfolioOrderFee(trx, parentId, fee.toFixed(2));
  if (couponId !== null && firstChild !== null) await spendCoupon(trx, userId, couponId, firstChild, now);
  return { id: parentId, status: TradeStatus.EntrustSucceed };
}

/** The holdings on the card, refusing when nothing is held ('该组合当前无可卖份额') or selling is paused. */
async function sellableHoldings(db: Kysely<DB>, userId: number, portfolio: PortfolioRow, cardId: number, field: string): Promise<ScopeHolding[]> {
  const held = await scopeHoldings(db, userId, portfolio.id, cardId);
  if (held.length === 0) throw new ApiError(400, { [field]: [M.sellNone] });
  if (!portfolio.allow_trade || !portfolio.allow_sell) throw new ApiError(400, { [field]: [M.sellPaused] });
  if (sellableWorth(held).lte(0)) throw new ApiError(400, { [field]: [M.sellNone] });
  return held;
}

/** Runs inside the Idempotency-Key's transaction (the trade password is checked before it). */
export async function placePortfolioSell(trx: Transaction<DB>, userId: number, req: PortfolioSellRequest, now: Date): Promise<Wire.TradeSubmitted> {
  const portfolio = await portfolioOrNotFound(trx, req.fund_portfolio_id);
  const card = await usableCard(trx, userId, req.bank_card_id, false);
  const held = await sellableHoldings(trx, userId, portfolio, card.id, 'amount');
  const check = validatePortfolioSell({ portfolio, hasCard: true, amount: req.amount, available: sellableWorth(held), minimum: portfolio.amount_min_sell });
  if (!check.ok) throw new ApiError(400, { amount: [check.message ?? PORTFOLIO_SELL_MESSAGES.invalidAmount] });
  const amount = toDecimal(toAmountString(req.amount));
  const rows = sellPlan(amount, held);
  const dates = await datesOf(trx, now);
  await lockCard(trx, card.id);
  const parentId = await insertPortfolioOrder(trx, await parentValues(trx, userId, portfolio, card.id, TradeDirection.Sell, TradeStatus.EntrustSucceed, amount, toDecimal(0), dates, now));
  await insertChildSells(trx, { userId, portfolioId: portfolio.id, parentId, cardId: card.id, dates, now }, rows, (m) => new ApiError(400, { amount: [m] }));
  return { id: parentId, status: TradeStatus.EntrustSucceed };
}

/** Runs inside the Idempotency-Key's transaction (the trade password is checked before it). */
export async function placePortfolioSellFund(trx: Transaction<DB>, userId: number, req: PortfolioSellFundRequest, now: Date): Promise<Wire.TradeSubmitted> {
  const portfolio = await portfolioOrNotFound(trx, req.fund_portfolio_id);
  const fund = await fundOrNotFound(trx, req.fund_id);
  const card = await usableCard(trx, userId, req.bank_card_id, false);
  const held = await sellableHoldings(trx, userId, portfolio, card.id, 'shares');
  const h = held.find((x) => x.fund_id === fund.id);
  if (!h) throw new ApiError(400, { shares: [M.fundNotHeld] });
  const check = validateFundSell({ fund: { ...fund, allow_sell: h.allow_sell }, hasCard: true, shares: req.shares, available: h.available.toFixed(2), minimum: fund.shares_min_sell });
  if (!check.ok) throw new ApiError(400, { shares: [check.message ?? SELL_MESSAGES.invalidShares] });
  const shares = toDecimal(toSharesString(req.shares));
  const dates = await datesOf(trx, now);
  const row: PlanRow = { fund_id: fund.id, direction: TradeDirection.Sell, amount: worthOf(shares, h.nav), shares, percent: toDecimal(100) };
  await lockCard(trx, card.id);
  const parentId = await insertPortfolioOrder(trx, await parentValues(trx, userId, portfolio, card.id, TradeDirection.Sell, TradeStatus.EntrustSucceed, row.amount, toDecimal(0), dates, now));
  await insertChildSells(trx, { userId, portfolioId: portfolio.id, parentId, cardId: card.id, dates, now }, [row], (m) => new ApiError(400, { shares: [m] }));
  return { id: parentId, status: TradeStatus.EntrustSucceed };
}

/** The rebalance as it would run now: refused without a confirmed buy on the card, with an open order, or when nothing is off target. */
export async function rebalanceRows(db: Kysely<DB>, userId: number, portfolio: PortfolioRow, cardId: number, now: Date): Promise<{ held: ScopeHolding[]; rows: PlanRow[] }> {
  if (!(await hasConfirmedBuyOnCard(db, userId, portfolio.id, cardId))) throw new ApiError(400, { detail: [M.noConfirmedBuy] });
  if (await hasOpenOrder(db, userId, portfolio.id, cardId)) throw new ApiError(400, { detail: [M.openOrder] });
  const target = await targetPositions(db, portfolio.id, beijingDate(now));
  const held = await scopeHoldings(db, userId, portfolio.id, cardId);
  const rows = rebalancePlan(held, target, await buyableFunds(db, target.map((t) => t.fund_id)));
  if (!rows.some((r) => r.direction === TradeDirection.Sell)) throw new ApiError(400, { detail: [M.rebalanceNotNeeded] });
  return { held, rows };
}

/** Sells now; settlement places the buys with the proceeds once the sells are confirmed (InRebalance, then RebalanceSucceed). */
/** Runs inside the Idempotency-Key's transaction (the trade password is checked before it). */
export async function placeRebalance(trx: Transaction<DB>, userId: number, req: PortfolioRebalanceRequest, now: Date): Promise<Wire.TradeSubmitted> {
  const portfolio = await portfolioOrNotFound(trx, req.fund_portfolio_id);
  const card = await usableCard(trx, userId, req.bank_card_id, false);
  const { rows } = await rebalanceRows(trx, userId, portfolio, card.id, now);
  const sells = rows.filter((r) => r.direction === TradeDirection.Sell);
  const dates = await datesOf(trx, now);
  const amount = sells.reduce((s, r) => s.plus(r.amount), toDecimal(0));
  // The one-open-order rule decided again under the card's lock, which every portfolio order takes:
  // parallel rebalances (or a rebalance racing a buy or sell) cannot both find the portfolio idle.
  await lockCard(trx, card.id);
  if (await hasOpenOrder(trx, userId, portfolio.id, card.id)) throw new ApiError(400, { detail: [M.openOrder] });
  const parentId = await insertPortfolioOrder(trx, { ...(await parentValues(trx, userId, portfolio, card.id, TradeDirection.Rebalance, TradeStatus.InRebalance, amount, toDecimal(0), dates, now)), rebalance_type: req.rebalance_type });
  await insertChildSells(trx, { userId, portfolioId: portfolio.id, parentId, cardId: card.id, dates, now }, sells, (m) => new ApiError(400, { detail: [m] }));
  return { id: parentId, status: TradeStatus.InRebalance };
}
