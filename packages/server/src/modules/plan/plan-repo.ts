// SQL of fixed-investment plans: a user's plans, their risk confirmation, insert and field updates.
import { TradeStatus } from '@fund/core/trade';
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import { code } from '../../db/sql-codes';
import type { FixedInvestmentsTable } from '../../db/tables/trading-tables';

/** Whether the user has a stored risk confirmation of the fund. */
export async function hasFundRiskConfirmation(db: Kysely<DB>, userId: number, fundId: number): Promise<boolean> {
  return (await db.selectFrom('risk_confirmations').select('id').where('user_id', '=', userId).where('product_type', '=', 'fund').where('product_id', '=', fundId).executeTakeFirst()) !== undefined;
}

export async function insertPlan(db: Kysely<DB>, row: Insertable<FixedInvestmentsTable>): Promise<number> {
  const inserted = await db
    .insertInto('fixed_investments')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export function findOwnPlan(db: Kysely<DB>, userId: number, id: number) {
  return db.selectFrom('fixed_investments').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function updatePlan(db: Kysely<DB>, id: number, patch: Updateable<FixedInvestmentsTable>): Promise<void> {
  await db.updateTable('fixed_investments').set(patch).where('id', '=', id).execute();
}

function plansOf(db: Kysely<DB>, userId: number, fundId: number | undefined) {
  let q = db.selectFrom('fixed_investments').where('user_id', '=', userId);
  if (fundId !== undefined) q = q.where('fund_id', '=', fundId);
  return q;
}

export async function countPlans(db: Kysely<DB>, userId: number, fundId: number | undefined): Promise<number> {
  const count = await plansOf(db, userId, fundId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(count?.n ?? 0);
}

/** A page of the user's plans (of one fund when given), by status, newest first. */
export function planPage(db: Kysely<DB>, userId: number, fundId: number | undefined, limit: number, offset: number) {
  return plansOf(db, userId, fundId).selectAll().orderBy('status').orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

/** Per plan: the amount and shares of its succeeded orders. */
export async function planOrderSums(db: Kysely<DB>, ids: readonly number[]): Promise<{ id: number; total: string; shares: string }[]> {
  return (await sql<{ id: number; total: string; shares: string }>`
    select fixed_investment_id as id, coalesce(sum(amount) filter (where status = ${code(TradeStatus.TradeSucceed)}), 0)::text as total,
      coalesce(sum(shares_confirm) filter (where status = ${code(TradeStatus.TradeSucceed)}), 0)::text as shares
    from trade_orders where fixed_investment_id = any(${ids}::int[]) group by fixed_investment_id`.execute(db)).rows;
}
