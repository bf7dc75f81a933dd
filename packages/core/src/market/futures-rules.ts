// Rules of the read-only futures pages: a position's floating profit on the day, a quote's change, the
// summary of daily income, and what a product type asks of the investor. The server answers with these
// and the pages show what the server answered.
import { AMOUNT_DP, roundHalfUp, toAmountString, toDecimal } from '../money/decimal';
import type { DecimalInput } from '../money/decimal';
import { FUTURES_PRODUCT_TYPES } from './futures-codes';
import type { FuturesDirection, FuturesProductType } from './futures-codes';

/** A linked account number shown: only its last four digits (the broker's number is the key to the account). */
export function maskFuturesAccountNo(accountNo: string): string {
  return `****${accountNo.slice(-4)}`;
}

export function isFuturesProductType(value: string): value is FuturesProductType {
  return (FUTURES_PRODUCT_TYPES as readonly string[]).includes(value);
}

/** What each product type asks of the investor (资管新规: plans are for qualified investors only). */
export const FUTURES_PRODUCT_TYPE_NOTES: Readonly<Record<FuturesProductType, string>> = {
  collective: '仅限合格投资者，单笔认购不低于30万元',
  single: '一对一定制，仅限合格投资者，起投金额不低于1000万元',
  public_fund: '面向公众发售，无合格投资者要求',
};

export interface FuturesPositionInput {
  direction: FuturesDirection;
  lots: number;
  multiplier: number;
  prevSettle: DecimalInput;
  lastPrice: DecimalInput;
}

/**
 * Today's floating profit of a position, marked against yesterday's settlement price (the way a futures
 * account is settled each day): (last - prevSettle) × multiplier × lots, negated for a short. 2 places.
 */
export function positionProfit(p: FuturesPositionInput): string {
  const move = toDecimal(p.lastPrice).minus(toDecimal(p.prevSettle));
  const signed = p.direction === 'long' ? move : move.times(-1);
  return toAmountString(signed.times(p.multiplier).times(p.lots));
}

/** Sum of amounts, 2 places. */
export function sumAmounts(values: readonly DecimalInput[]): string {
  return toAmountString(values.reduce<ReturnType<typeof toDecimal>>((acc, v) => acc.plus(toDecimal(v)), toDecimal(0)));
}

/** Places of a price as the exchange quotes it ('3852' 0, '0.5' 1): a change keeps the same places. */
function placesOf(price: string): number {
  const dot = price.indexOf('.');
  return dot < 0 ? 0 : price.length - dot - 1;
}

/** A quote's change from yesterday's settlement price, and that change in percent (2 places, half-up). */
export function quoteChange(lastPrice: string, prevSettle: string): { change: string; percentage: string } {
  const change = toDecimal(lastPrice).minus(toDecimal(prevSettle));
  const places = Math.max(placesOf(lastPrice), placesOf(prevSettle));
  const base = toDecimal(prevSettle);
  const percentage = base.eq(0) ? toDecimal(0) : roundHalfUp(change.div(base).times(100), 2);
  return { change: roundHalfUp(change, places).toFixed(places), percentage: percentage.toFixed(2) };
}

export interface FuturesIncomeDay {
  date: string;
  profit: string;
  balance: string;
}

export interface FuturesIncomeSummary {
  start_date: string | null;
  end_date: string | null;
  total_profit: string;
  profit_days: number;
  loss_days: number;
  /** Days with a profit among days that moved, in percent, 2 places; '0.00' with no such day. */
  win_rate: string;
  max_profit: string;
  max_loss: string;
}

/** The summary over daily income rows (oldest first): a flat day counts neither as a win nor a loss. */
export function summariseIncomeDays(days: readonly FuturesIncomeDay[]): FuturesIncomeSummary {
  const profits = days.map((d) => toDecimal(d.profit));
  const wins = profits.filter((p) => p.gt(0)).length;
  const losses = profits.filter((p) => p.lt(0)).length;
  const moved = wins + losses;
  const zero = toDecimal(0);
  const best = profits.reduce((acc, p) => (p.gt(acc) ? p : acc), zero);
  const worst = profits.reduce((acc, p) => (p.lt(acc) ? p : acc), zero);
  return {
    start_date: days[0]?.date ?? null,
    end_date: days[days.length - 1]?.date ?? null,
    total_profit: sumAmounts(days.map((d) => d.profit)),
    profit_days: wins,
    loss_days: losses,
    win_rate: moved === 0 ? '0.00' : roundHalfUp(toDecimal(wins).div(moved).times(100), AMOUNT_DP).toFixed(AMOUNT_DP),
    max_profit: toAmountString(best),
    max_loss: toAmountString(worst),
  };
}

/** The account the pages show income for: the one marked default, else the first linked. */
export function defaultFuturesAccount<A extends { is_default: boolean }>(accounts: readonly A[]): A | null {
  return accounts.find((a) => a.is_default) ?? accounts[0] ?? null;
}

/** A price change as quoted, with a plus sign when up ('+16', '-11.4', '0'). */
export function signedChangeText(change: string): string {
  return toDecimal(change).gt(0) ? `+${change}` : change;
}
