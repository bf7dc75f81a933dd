// Whether a held portfolio may be rebalanced (GET /portfolio/check_rebalance/ and the held detail's
// allow_rebalance): the user holds it with a confirmed buy, nothing in it is still moving, and the held
// weights stray from the target in force today by at least 1 percentage point (or hold other funds).
import { roundHalfUp, toDecimal, type Decimal } from '@fund/core/money';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { targetPositions, type TargetPosition } from './catalog-repo';
import { HELD_MESSAGES } from './held-messages';
import { hasConfirmedBuy, heldRows, openOrderSums, type HeldRow } from './held-repo';

/** The smallest drift of one fund's weight, in percentage points, that calls for a rebalance. */
export const REBALANCE_THRESHOLD_POINTS = '1';

export const worthOfRow = (r: HeldRow): Decimal => roundHalfUp(toDecimal(r.shares).times(r.is_bao ? 1 : r.net_value), 2);

/** Each held fund's weight in percent (unrounded), across all cards. */
export function heldWeights(rows: readonly HeldRow[]): Map<number, Decimal> {
  const worth = new Map<number, Decimal>();
  for (const r of rows) worth.set(r.fund_id, (worth.get(r.fund_id) ?? toDecimal(0)).plus(worthOfRow(r)));
  const total = [...worth.values()].reduce((a, b) => a.plus(b), toDecimal(0));
  const weights = new Map<number, Decimal>();
  if (total.lte(0)) return weights;
  for (const [fundId, w] of worth) weights.set(fundId, w.div(total).times(100));
  return weights;
}

/** True when some fund's weight is off its target by the threshold or more, or the fund sets differ. */
export function driftsFromTarget(weights: ReadonlyMap<number, Decimal>, target: readonly TargetPosition[]): boolean {
  const targetIds = new Set(target.filter((t) => toDecimal(t.percent).gt(0)).map((t) => t.fund_id));
  const heldIds = new Set([...weights].filter(([, w]) => w.gt(0)).map(([id]) => id));
  if (targetIds.size !== heldIds.size || [...targetIds].some((id) => !heldIds.has(id))) return true;
  return target.some((t) => (weights.get(t.fund_id) ?? toDecimal(0)).minus(t.percent).abs().gte(REBALANCE_THRESHOLD_POINTS));
}

export interface RebalanceCheck {
  allow_rebalance: boolean;
  message?: string;
}

export async function checkRebalance(db: Kysely<DB>, userId: number, portfolioId: number, today: string): Promise<RebalanceCheck> {
  const rows = await heldRows(db, userId, portfolioId);
  if (rows.length === 0) return { allow_rebalance: false, message: HELD_MESSAGES.portfolioNotHeld };
  if (!(await hasConfirmedBuy(db, userId, portfolioId))) return { allow_rebalance: false, message: HELD_MESSAGES.rebalanceNoConfirmedBuy };
  const open = await openOrderSums(db, userId, portfolioId);
  if (open.buy_count + open.sell_count + open.rebalance_count > 0) return { allow_rebalance: false, message: HELD_MESSAGES.rebalanceOpenOrder };
  const target = await targetPositions(db, portfolioId, today);
  if (target.length === 0 || !driftsFromTarget(heldWeights(rows), target)) return { allow_rebalance: false, message: HELD_MESSAGES.rebalanceNotNeeded };
  return { allow_rebalance: true };
}
