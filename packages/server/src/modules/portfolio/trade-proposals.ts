// What a portfolio trade would do, before it is placed: the buy, sell and rebalance proposals (a row per
// fund with its direction, amount, shares and percent, and the fee), the before/after comparisons and the
// fee quotes. The same plans (trade-plan.ts) and checks as the orders themselves.
import type { Kysely } from 'kysely';
import {
  PORTFOLIO_BUY_MESSAGES,
  PORTFOLIO_SELL_MESSAGES,
  validatePortfolioBuy,
  validatePortfolioSell,
  PORTFOLIO_TRADE_MESSAGES as M,
} from '@fund/core/portfolio';
import { TradeDirection, type BuyPayment, type PortfolioCardQuery } from '@fund/core/trade';
import { toAmountString, toDecimal, type Decimal } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import { beijingDate } from '@fund/core/calendar';
import type { DB } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { loadCalendar, tradeDateOf } from '../calendar/market-calendar';
import { buyCharge, sellCharge } from '../trade/fees';
import { fundOrNotFound, usableCard } from '../trade/order-checks';
import { baoFund, fundById } from '../trade/trading-repo';
import { cardWires, fundDetails, must } from '../trade/wire-loaders';
import { portfolioWire, type PortfolioRow } from './catalog-repo';
import { rebalanceRows, targetOrRefuse } from './trade-orders';
import { buyPlan, percentsByFund, sellPlan, sellableWorth, worthOf, type PlanRow } from './trade-plan';
import { portfolioOrNotFound, scopeHoldings, type ScopeHolding } from './trade-repo';
import { directHoldingShares, firstHeldCard } from './orders-repo';

const zero = (): Decimal => toDecimal(0);
const sum = (xs: readonly Decimal[]): Decimal => xs.reduce((a, b) => a.plus(b), zero());

/** The buy fee of each row by its fund's schedule (the tier its amount falls in), and what the undiscounted rates would have cost. */
async function buyFees(db: Kysely<DB>, rows: readonly PlanRow[]): Promise<{ fee: Decimal; list: Decimal }> {
  let fee = zero();
  let list = zero();
  for (const r of rows) {
    const fund = await fundById(db, r.fund_id);
    if (!fund) continue;
    const charge = buyCharge(fund, r.amount.toFixed(2));
    fee = fee.plus(charge.fee);
    list = list.plus(charge.fee).plus(charge.saved);
  }
  return { fee, list };
}

async function sellFees(db: Kysely<DB>, userId: number, portfolioId: number, cardId: number, rows: readonly PlanRow[], held: readonly ScopeHolding[], tradeDate: string): Promise<Decimal> {
  let fee = zero();
  for (const r of rows.filter((x) => x.direction === TradeDirection.Sell)) {
    const fund = await fundById(db, r.fund_id);
    const nav = held.find((h) => h.fund_id === r.fund_id)?.nav ?? toDecimal(1);
    if (fund) fee = fee.plus((await sellCharge(db, { fund, userId, cardId, shares: r.shares.toFixed(2), tradeDate, nav: nav.toFixed(4), orderId: null, portfolioId })).fee);
  }
  return fee;
}

async function tradeDateNow(db: Kysely<DB>, now: Date): Promise<{ tradeDate: string; confirmAt: string }> {
  const calendar = await loadCalendar(db, beijingDate(now));
  const tradeDate = tradeDateOf(calendar, now);
  return { tradeDate, confirmAt: calendar.nextTradingDay(tradeDate) };
}

async function proposal(db: Kysely<DB>, userId: number, portfolio: PortfolioRow, cardId: number, amount: Decimal, fee: Decimal, rows: readonly PlanRow[], now: Date): Promise<Wire.PortfolioProposal> {
  const funds = await fundDetails(db, rows.map((r) => r.fund_id));
  const cards = await cardWires(db, userId, [cardId]);
  return {
    fund_portfolio: await portfolioWire(db, portfolio, beijingDate(now), userId),
    bank_card: must(cards, cardId),
    amount: amount.toFixed(2),
    fee: fee.toFixed(2),
    results: rows.map((r) => ({ fund: must(funds, r.fund_id), direction: r.direction, amount: r.amount.toFixed(2), shares: r.shares.toFixed(2), percent: r.percent.toFixed(2) })),
  };
}

async function buyRows(db: Kysely<DB>, userId: number, portfolio: PortfolioRow, q: PortfolioCardQuery & { amount: string; is_bao?: boolean }, now: Date): Promise<PlanRow[]> {
  const card = await usableCard(db, userId, q.bank_card_id, true);
  let payment: BuyPayment = { kind: 'bank_card', singleLimit: card.bank.single_limit, onlinePay: card.bank.need_onlinepay, note: null };
  if (q.is_bao === true) {
    const bao = await baoFund(db);
    const h = await directHoldingShares(db, userId, bao.id, card.id);
    payment = { kind: 'bao', available: h ? toDecimal(h.shares).minus(h.shares_frozen).toFixed(2) : '0.00', note: null };
  }
  const check = validatePortfolioBuy({ portfolio: { ...portfolio, allow_buy: portfolio.allow_trade && portfolio.allow_buy }, payment, amount: q.amount });
  if (!check.ok) throw new ApiError(400, { amount: [check.message ?? PORTFOLIO_BUY_MESSAGES.invalidAmount] });
  return buyPlan(toAmountString(q.amount), await targetOrRefuse(db, portfolio.id, now));
}

async function sellRows(db: Kysely<DB>, userId: number, portfolio: PortfolioRow, q: PortfolioCardQuery & { amount: string }): Promise<{ held: ScopeHolding[]; rows: PlanRow[] }> {
  const card = await usableCard(db, userId, q.bank_card_id, false);
  const held = await scopeHoldings(db, userId, portfolio.id, card.id);
  if (held.length === 0) throw new ApiError(400, { amount: [M.sellNone] });
  if (!portfolio.allow_trade || !portfolio.allow_sell) throw new ApiError(400, { amount: [M.sellPaused] });
  const check = validatePortfolioSell({ portfolio, hasCard: true, amount: q.amount, available: sellableWorth(held), minimum: portfolio.amount_min_sell });
  if (!check.ok) throw new ApiError(400, { amount: [check.message ?? PORTFOLIO_SELL_MESSAGES.invalidAmount] });
  return { held, rows: sellPlan(toAmountString(q.amount), held) };
}

export async function buyProposal(db: Kysely<DB>, userId: number, q: PortfolioCardQuery & { amount: string; is_bao?: boolean }, now: Date): Promise<Wire.PortfolioProposal> {
  const portfolio = await portfolioOrNotFound(db, q.fund_portfolio_id);
  const rows = await buyRows(db, userId, portfolio, q, now);
  return proposal(db, userId, portfolio, q.bank_card_id, toDecimal(toAmountString(q.amount)), (await buyFees(db, rows)).fee, rows, now);
}

export async function sellProposal(db: Kysely<DB>, userId: number, q: PortfolioCardQuery & { amount: string }, now: Date): Promise<Wire.PortfolioProposal> {
  const portfolio = await portfolioOrNotFound(db, q.fund_portfolio_id);
  const { held, rows } = await sellRows(db, userId, portfolio, q);
  const fee = await sellFees(db, userId, portfolio.id, q.bank_card_id, rows, held, (await tradeDateNow(db, now)).tradeDate);
  return proposal(db, userId, portfolio, q.bank_card_id, sum(rows.map((r) => r.amount)), fee, rows, now);
}

export async function rebalanceProposal(db: Kysely<DB>, userId: number, q: PortfolioCardQuery, now: Date): Promise<Wire.PortfolioProposal> {
  const portfolio = await portfolioOrNotFound(db, q.fund_portfolio_id);
  const card = await usableCard(db, userId, q.bank_card_id, false);
  const { held, rows } = await rebalanceRows(db, userId, portfolio, card.id, now);
  const sellFee = await sellFees(db, userId, portfolio.id, card.id, rows, held, (await tradeDateNow(db, now)).tradeDate);
  const buyFee = (await buyFees(db, rows.filter((r) => r.direction === TradeDirection.Buy))).fee;
  return proposal(db, userId, portfolio, card.id, sum(rows.filter((r) => r.direction === TradeDirection.Sell).map((r) => r.amount)), sellFee.plus(buyFee), rows, now);
}

/**
 * The before/after comparison, as core's rebalanceCompareView reads it:
 * { results: [{ fund: FundDetail, before_percent: "40.00", after_percent: "35.00" }] } — each fund's
 * share of the portfolio's worth on the card now and once the proposal's rows are done (buys add their
 * amount, sells take theirs away), in percent units with 2 places, over every fund in either.
 */
async function compare(db: Kysely<DB>, held: readonly ScopeHolding[], rows: readonly PlanRow[]): Promise<Wire.PortfolioCompareAnswer> {
  const before = new Map<number, Decimal>();
  for (const h of held) before.set(h.fund_id, worthOf(h.shares, h.nav));
  const after = new Map(before);
  for (const r of rows) {
    const change = r.direction === TradeDirection.Sell ? r.amount.neg() : r.amount;
    const next = (after.get(r.fund_id) ?? zero()).plus(change);
    after.set(r.fund_id, next.gt(0) ? next : zero());
  }
  const beforePercents = percentsByFund(before);
  const afterPercents = percentsByFund(after);
  const ids = [...after.keys()];
  const funds = await fundDetails(db, ids);
  return {
    results: ids.map((id) => ({
      fund: must(funds, id),
      before_percent: (beforePercents.get(id) ?? zero()).toFixed(2),
      after_percent: (afterPercents.get(id) ?? zero()).toFixed(2),
    })),
  };
}

export async function buyCompare(db: Kysely<DB>, userId: number, q: PortfolioCardQuery & { amount: string }, now: Date): Promise<Wire.PortfolioCompareAnswer> {
  const portfolio = await portfolioOrNotFound(db, q.fund_portfolio_id);
  const rows = await buyRows(db, userId, portfolio, q, now);
  return compare(db, await scopeHoldings(db, userId, portfolio.id, q.bank_card_id), rows);
}

export async function sellCompare(db: Kysely<DB>, userId: number, q: PortfolioCardQuery & { amount: string }): Promise<Wire.PortfolioCompareAnswer> {
  const portfolio = await portfolioOrNotFound(db, q.fund_portfolio_id);
  const { held, rows } = await sellRows(db, userId, portfolio, q);
  return compare(db, held, rows);
}

/** `shares` of the contract's query is not needed: the rebalance sells what is over target. */
export async function rebalanceCompare(db: Kysely<DB>, userId: number, q: PortfolioCardQuery, now: Date): Promise<Wire.PortfolioCompareAnswer> {
  const portfolio = await portfolioOrNotFound(db, q.fund_portfolio_id);
  const card = await usableCard(db, userId, q.bank_card_id, false);
  const { held, rows } = await rebalanceRows(db, userId, portfolio, card.id, now);
  return compare(db, held, rows);
}

function quote(portfolio: PortfolioRow, confirmAt: string, fee: Decimal, saved: Decimal): Wire.FeeQuote {
  return {
    confirm_at: confirmAt,
    fare_ratio_buy: portfolio.fare_ratio_buy_max,
    discount_rate_buy: portfolio.discount_rate_buy,
    fee: fee.toFixed(2),
    saved_fee: (saved.gt(0) ? saved : zero()).toFixed(2),
    fare_ratio_sell_min: portfolio.fare_ratio_sell_min,
    fare_ratio_sell_max: portfolio.fare_ratio_sell_max,
    amount_min: toAmountString(portfolio.amount_min_buy),
    amount_max: toAmountString(portfolio.amount_max_buy),
    arrive_at: confirmAt,
    to_bao_desc: '',
  };
}

export async function portfolioBuyFee(db: Kysely<DB>, q: { fund_portfolio_id: number; amount: string }, now: Date): Promise<Wire.FeeQuote> {
  const portfolio = await portfolioOrNotFound(db, q.fund_portfolio_id);
  const rows = buyPlan(toAmountString(q.amount), await targetOrRefuse(db, portfolio.id, now));
  const { fee, list } = await buyFees(db, rows);
  return quote(portfolio, (await tradeDateNow(db, now)).confirmAt, fee, list.minus(fee));
}

/** The card the user holds the portfolio (or one of its funds) on: the first with shares. */
async function heldCard(db: Kysely<DB>, userId: number, portfolioId: number, fundId?: number): Promise<number> {
  const row = await firstHeldCard(db, userId, portfolioId, fundId);
  if (!row) throw new ApiError(400, { amount: [M.sellNone] });
  return row.bank_card_id;
}

export async function portfolioSellFee(db: Kysely<DB>, userId: number, q: { fund_portfolio_id: number; amount: string }, now: Date): Promise<Wire.FeeQuote> {
  const portfolio = await portfolioOrNotFound(db, q.fund_portfolio_id);
  const cardId = await heldCard(db, userId, portfolio.id);
  const held = await scopeHoldings(db, userId, portfolio.id, cardId);
  const dates = await tradeDateNow(db, now);
  const fee = await sellFees(db, userId, portfolio.id, cardId, sellPlan(toAmountString(q.amount), held), held, dates.tradeDate);
  return { ...quote(portfolio, dates.confirmAt, fee, zero()), amount_min: toAmountString(portfolio.amount_min_sell), amount_max: sellableWorth(held).toFixed(2) };
}

export async function portfolioSellFundFee(db: Kysely<DB>, userId: number, q: { fund_portfolio_id: number; fund_id: number; shares: string }, now: Date): Promise<Wire.FeeQuote> {
  const portfolio = await portfolioOrNotFound(db, q.fund_portfolio_id);
  const fund = await fundOrNotFound(db, q.fund_id);
  const cardId = await heldCard(db, userId, portfolio.id, fund.id);
  const held = await scopeHoldings(db, userId, portfolio.id, cardId);
  const h = held.find((x) => x.fund_id === fund.id);
  const dates = await tradeDateNow(db, now);
  const shares = toDecimal(q.shares);
  const row: PlanRow = { fund_id: fund.id, direction: TradeDirection.Sell, amount: worthOf(shares, h?.nav ?? 1), shares, percent: toDecimal(100) };
  const fee = await sellFees(db, userId, portfolio.id, cardId, [row], held, dates.tradeDate);
  return { ...quote(portfolio, dates.confirmAt, fee, zero()), amount_min: toAmountString(fund.shares_min_sell), amount_max: (h?.available ?? zero()).toFixed(2) };
}
