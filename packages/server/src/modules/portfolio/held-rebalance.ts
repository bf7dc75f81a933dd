// Whether a held portfolio may be rebalanced (GET /portfolio/check_rebalance/ and the held detail's
// allow_rebalance). The rule and its refusals are core's (rebalanceRefusal); this reads the facts.
import { rebalanceRefusal } from '@fund/core/portfolio';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { targetPositions } from './catalog-repo';
import { hasConfirmedBuy, heldRows, openOrderSums } from './held-repo';

export interface RebalanceCheck {
  allow_rebalance: boolean;
  message?: string;
}

export async function checkRebalance(db: Kysely<DB>, userId: number, portfolioId: number, today: string): Promise<RebalanceCheck> {
  const positions = await heldRows(db, userId, portfolioId);
  const open = await openOrderSums(db, userId, portfolioId);
  const message = rebalanceRefusal({
    positions,
    hasConfirmedBuy: await hasConfirmedBuy(db, userId, portfolioId),
    openOrderCount: open.buy_count + open.sell_count + open.rebalance_count,
    target: await targetPositions(db, portfolioId, today),
  });
  return message === null ? { allow_rebalance: true } : { allow_rebalance: false, message };
}
