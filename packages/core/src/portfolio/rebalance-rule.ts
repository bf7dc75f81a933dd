// Whether a held portfolio may be rebalanced (GET /portfolio/check_rebalance/ and the held detail's
// allow_rebalance): the user holds it with a confirmed buy, nothing in it is still moving, and the held
// weights stray from the target in force today by at least 1 percentage point (or hold other funds).
// The server reads the facts; this file decides, in that order, and names the refusal.
import { roundHalfUp, toDecimal, type Decimal, type DecimalInput } from '../money/decimal';
import { HELD_MESSAGES } from './portfolio-answer-texts';

/** The smallest drift of one fund's weight, in percentage points, that calls for a rebalance. */
export const REBALANCE_THRESHOLD_POINTS = '1';

/** One holding inside a portfolio (one fund on one card). */
export interface HeldPosition {
  fund_id: number;
  shares: DecimalInput;
  net_value: DecimalInput;
  /** The cash treasure is worth its shares (NAV 1). */
  is_bao: boolean;
}

/** One fund's target weight, in percent. */
export interface TargetWeight {
  fund_id: number;
  percent: DecimalInput;
}

/** A holding's worth in yuan: shares × NAV rounded half up to the fen. */
export const heldWorth = (p: HeldPosition): Decimal => roundHalfUp(toDecimal(p.shares).times(p.is_bao ? 1 : p.net_value), 2);

/** Each held fund's weight in percent (unrounded), across all cards; empty when nothing is worth anything. */
export function heldWeights(positions: readonly HeldPosition[]): Map<number, Decimal> {
  const worth = new Map<number, Decimal>();
  for (const p of positions) worth.set(p.fund_id, (worth.get(p.fund_id) ?? toDecimal(0)).plus(heldWorth(p)));
  const total = [...worth.values()].reduce((a, b) => a.plus(b), toDecimal(0));
  const weights = new Map<number, Decimal>();
  if (total.lte(0)) return weights;
  for (const [fundId, w] of worth) weights.set(fundId, w.div(total).times(100));
  return weights;
}

/** True when some fund's weight is off its target by the threshold or more, or the fund sets differ. */
export function driftsFromTarget(weights: ReadonlyMap<number, Decimal>, target: readonly TargetWeight[]): boolean {
  const targetIds = new Set(target.filter((t) => toDecimal(t.percent).gt(0)).map((t) => t.fund_id));
  const heldIds = new Set([...weights].filter(([, w]) => w.gt(0)).map(([id]) => id));
  if (targetIds.size !== heldIds.size || [...targetIds].some((id) => !heldIds.has(id))) return true;
  return target.some((t) => (weights.get(t.fund_id) ?? toDecimal(0)).minus(t.percent).abs().gte(REBALANCE_THRESHOLD_POINTS));
}

/** What the server knows about one user's holding of one portfolio today. */
export interface RebalanceFacts {
  positions: readonly HeldPosition[];
  hasConfirmedBuy: boolean;
  /** Unconfirmed buys, sells and rebalances of the portfolio. */
  openOrderCount: number;
  /** The target in force today (empty when the portfolio has none). */
  target: readonly TargetWeight[];
}

/** Null when a rebalance is allowed; otherwise the message of the first refusal that applies. */
export function rebalanceRefusal(facts: RebalanceFacts): string | null {
  if (facts.positions.length === 0) return HELD_MESSAGES.portfolioNotHeld;
  if (!facts.hasConfirmedBuy) return HELD_MESSAGES.rebalanceNoConfirmedBuy;
  if (facts.openOrderCount > 0) return HELD_MESSAGES.rebalanceOpenOrder;
  if (facts.target.length === 0 || !driftsFromTarget(heldWeights(facts.positions), facts.target)) return HELD_MESSAGES.rebalanceNotNeeded;
  return null;
}
