// The demo portfolios' later target sets as position adjustments (migration 0610), so their position
// history has records with a note like an owner's: one row per set after the first, by the advisor desk.
import type { Kysely } from 'kysely';
import type { DB } from '../schema';

const NOTE = '根据市场变化优化配置：提高权益类基金占比，分散配置海外资产';

export async function recordSeededAdjustments(db: Kysely<DB>, now: Date): Promise<void> {
  const sets = await db.selectFrom('portfolio_positions').select(['portfolio_id', 'effective_from']).distinct().orderBy('portfolio_id').orderBy('effective_from').execute();
  const rows = sets.filter((s, i) => sets[i - 1]?.portfolio_id === s.portfolio_id);
  if (rows.length === 0) return;
  await db
    .insertInto('portfolio_adjustments')
    .values(rows.map((r) => ({ portfolio_id: r.portfolio_id, user_id: null, effective_from: r.effective_from, description: NOTE, created_at: now.toISOString() })))
    .onConflict((oc) => oc.columns(['portfolio_id', 'effective_from']).doNothing())
    .execute();
}
