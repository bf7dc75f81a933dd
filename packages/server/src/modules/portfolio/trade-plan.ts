// The arithmetic of portfolio trades, fen-exact: a buy split by the target percents, a sell taken from
// each held fund in proportion to its worth, and a rebalance (sell over-weight, buy under-weight).
import { TradeDirection } from '@fund/core/trade';
import { roundHalfUp, toDecimal, type Decimal, type DecimalInput } from '@fund/core/money';

const zero = (): Decimal => toDecimal(0);
const sum = (xs: readonly Decimal[]): Decimal => xs.reduce((a, b) => a.plus(b), zero());

/**
 * Splits `total` yuan over the weights, each part rounded half-up to the fen; the rounding remainder goes
 * to the largest weight (the first of equals), so the parts add up to `total` exactly.
 */
export function splitByWeights(total: DecimalInput, weights: readonly DecimalInput[]): Decimal[] {
  const w = weights.map((x) => toDecimal(x));
  const whole = sum(w);
  if (w.length === 0 || whole.lte(0)) return w.map(zero);
  const parts = w.map((x) => roundHalfUp(toDecimal(total).times(x).div(whole), 2));
  const largest = w.reduce((best, x, i) => (x.gt(w[best] ?? zero()) ? i : best), 0);
  parts[largest] = (parts[largest] ?? zero()).plus(toDecimal(total).minus(sum(parts)));
  return parts;
}

export interface PlanRow {
  fund_id: number;
  direction: typeof TradeDirection.Buy | typeof TradeDirection.Sell;
  amount: Decimal;
  /** Shares to sell (0 for a buy). */
  shares: Decimal;
  /** Percent units, 2 places. */
  percent: Decimal;
}

/** A buy: the amount split by the current target percents; each row carries its target percent. */
export function buyPlan(amount: DecimalInput, target: readonly { fund_id: number; percent: string }[]): PlanRow[] {
  const parts = splitByWeights(amount, target.map((t) => t.percent));
  return target.flatMap((t, i) => {
    const part = parts[i] ?? zero();
    return part.gt(0) ? [{ fund_id: t.fund_id, direction: TradeDirection.Buy, amount: part, shares: zero(), percent: toDecimal(t.percent) }] : [];
  });
}

export interface HeldFund {
  fund_id: number;
  /** All shares in the scope on the card, and those not frozen by an open sell. */
  shares: Decimal;
  available: Decimal;
  /** The latest NAV (1 for the cash treasure). */
  nav: Decimal;
  allow_sell: boolean;
  allow_buy: boolean;
}

export const worthOf = (shares: DecimalInput, nav: DecimalInput): Decimal => roundHalfUp(toDecimal(shares).times(nav), 2);

/** What may be sold: the available shares' worth of the funds that allow selling. */
export function sellableWorth(held: readonly HeldFund[]): Decimal {
  return sum(held.filter((h) => h.allow_sell).map((h) => worthOf(h.available, h.nav)));
}

function percentOf(part: Decimal, whole: Decimal): Decimal {
  return whole.gt(0) ? roundHalfUp(part.div(whole).times(100), 2) : zero();
}

/**
 * A sell of `amount` yuan: each sellable fund gives its share by worth, as shares at its latest NAV, never
 * more than it has free; selling the whole sellable worth sells every free share.
 */
export function sellPlan(amount: DecimalInput, held: readonly HeldFund[]): PlanRow[] {
  const sellable = held.filter((h) => h.allow_sell && h.available.gt(0));
  const worths = sellable.map((h) => worthOf(h.available, h.nav));
  const all = toDecimal(amount).gte(sum(worths));
  const parts = all ? worths : splitByWeights(amount, worths);
  const rows = sellable.flatMap((h, i) => {
    const part = parts[i] ?? zero();
    const wanted = all ? h.available : roundHalfUp(part.div(h.nav), 2);
    const shares = wanted.gt(h.available) ? h.available : wanted;
    return shares.gt(0) ? [{ fund_id: h.fund_id, direction: TradeDirection.Sell, amount: part, shares, percent: zero() }] : [];
  });
  const total = sum(rows.map((r) => r.amount));
  return rows.map((r) => ({ ...r, percent: percentOf(r.amount, total) }));
}

/**
 * A rebalance against the target: every fund's target worth is the whole worth × its percent; a fund above
 * it sells the excess (a fund outside the target sells everything), and the sells' worth buys the funds
 * below it in proportion to their shortfall. Rows carry the target percent.
 */
export function rebalancePlan(held: readonly HeldFund[], target: readonly { fund_id: number; percent: string }[], buyable: ReadonlySet<number>): PlanRow[] {
  const total = sum(held.map((h) => worthOf(h.shares, h.nav)));
  if (total.lte(0)) return [];
  const percentOfFund = new Map(target.map((t) => [t.fund_id, toDecimal(t.percent)]));
  const sells: PlanRow[] = [];
  for (const h of held) {
    const goal = roundHalfUp(total.times(percentOfFund.get(h.fund_id) ?? 0).div(100), 2);
    const excess = worthOf(h.shares, h.nav).minus(goal);
    if (!h.allow_sell || excess.lte(0)) continue;
    const wanted = percentOfFund.has(h.fund_id) ? roundHalfUp(excess.div(h.nav), 2) : h.available;
    const shares = wanted.gt(h.available) ? h.available : wanted;
    if (shares.gt(0)) sells.push({ fund_id: h.fund_id, direction: TradeDirection.Sell, amount: worthOf(shares, h.nav), shares, percent: percentOfFund.get(h.fund_id) ?? zero() });
  }
  const proceeds = sum(sells.map((s) => s.amount));
  return [...sells, ...rebalanceBuys(proceeds, held, target, buyable, total)];
}

/** The rebalance's buys: `proceeds` split over the target funds below their target worth by their shortfall. */
export function rebalanceBuys(proceeds: DecimalInput, held: readonly HeldFund[], target: readonly { fund_id: number; percent: string }[], buyable: ReadonlySet<number>, total: DecimalInput): PlanRow[] {
  if (toDecimal(proceeds).lte(0)) return [];
  const worthOfFund = new Map<number, Decimal>();
  for (const h of held) worthOfFund.set(h.fund_id, (worthOfFund.get(h.fund_id) ?? zero()).plus(worthOf(h.shares, h.nav)));
  const short = target
    .filter((t) => buyable.has(t.fund_id))
    .map((t) => ({ t, gap: roundHalfUp(toDecimal(total).times(t.percent).div(100), 2).minus(worthOfFund.get(t.fund_id) ?? 0) }))
    .filter((x) => x.gap.gt(0));
  const parts = splitByWeights(proceeds, short.map((x) => x.gap));
  return short.flatMap((x, i) => {
    const part = parts[i] ?? zero();
    return part.gt(0) ? [{ fund_id: x.t.fund_id, direction: TradeDirection.Buy, amount: part, shares: zero(), percent: toDecimal(x.t.percent) }] : [];
  });
}

/** Each fund's percent of the whole worth (2 places), as { "<fund_id>": "40.00" }. */
export function percentsByFund(worths: ReadonlyMap<number, Decimal>): Map<number, Decimal> {
  const total = sum([...worths.values()]);
  return new Map([...worths].map(([id, w]) => [id, percentOf(w, total)]));
}
