// The `trading_days` table: the seeded history plus the days the engine fills in ahead of the clock.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The last day the table holds, or null when it is empty. */
export async function lastTradingDayHeld(db: Kysely<DB>): Promise<string | null> {
  const last = await db.selectFrom('trading_days').select(sql<string | null>`max(date)::text`.as('d')).executeTakeFirst();
  return last?.d ?? null;
}

export async function insertTradingDays(db: Kysely<DB>, days: readonly string[]): Promise<void> {
  await sql`insert into trading_days (date) select * from unnest(${days}::date[]) on conflict do nothing`.execute(db);
}

/** The trading days on or after `from`, oldest first. */
export async function tradingDaysFrom(db: Kysely<DB>, from: string): Promise<string[]> {
  const rows = await db.selectFrom('trading_days').select('date').where('date', '>=', from).orderBy('date').execute();
  return rows.map((r) => r.date);
}
