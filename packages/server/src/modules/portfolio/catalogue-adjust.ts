// Development only: a new target set for a portfolio effective on the market's day, so an end-to-end
// journey can cause a rebalance need. The percents are rotated one place over the funds (by fund id);
// when that changes nothing (all equal) 5.00 moves from the first fund to the last.
import { toDecimal } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { detailError } from '../../http/api-error';
import { positionsWire, targetPositions, type PortfolioRow } from './catalog-repo';
import { replaceTargetsOn } from './catalogue-repo';

const SHIFT = '5.00';
const NO_TARGET = '该组合暂无目标持仓';

export function adjustedPercents(percents: readonly string[]): string[] {
  const rotated = percents.map((_, i) => percents[(i + percents.length - 1) % percents.length] ?? '0.00');
  if (rotated.some((p, i) => !toDecimal(p).eq(percents[i] ?? '0'))) return rotated;
  const last = percents.length - 1;
  return percents.map((p, i) => (i === 0 ? toDecimal(p).minus(SHIFT) : i === last ? toDecimal(p).plus(SHIFT) : toDecimal(p)).toFixed(2));
}

export async function adjustTarget(db: Kysely<DB>, row: PortfolioRow, day: string): Promise<Wire.PortfolioPosition[]> {
  const current = [...(await targetPositions(db, row.id, day))].sort((a, b) => a.fund_id - b.fund_id);
  if (current.length < 2) throw detailError(400, NO_TARGET);
  const percents = adjustedPercents(current.map((t) => t.percent));
  await db.transaction().execute(async (trx) => {
    await replaceTargetsOn(trx, row.id, day, current.map((t, i) => ({ fund_id: t.fund_id, percent: percents[i] ?? t.percent })));
  });
  return positionsWire(db, row.id, day);
}
