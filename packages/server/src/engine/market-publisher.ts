// Publishes each closed trading day's NAV past the seeded history: a fund's value carries forward from
// its last published day unless a value for the day is already there (a test, or a real feed, wrote it).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

export async function publishDay(db: Kysely<DB>, day: string): Promise<void> {
  await sql`insert into fund_navs (fund_id, date, net_value, net_cumulative, percent, year_yld, tenthou_unit_incm)
    select id, ${day}::date, net_value, net_cumulative, 0, year_yld, tenthou_unit_incm from funds
    where net_value is not null and tradedate < ${day}::date
    on conflict do nothing`.execute(db);
  await sql`update funds set tradedate = n.date, net_value = n.net_value, net_cumulative = n.net_cumulative,
      year_yld = n.year_yld, tenthou_unit_incm = n.tenthou_unit_incm
    from fund_navs n where n.fund_id = funds.id and n.date = ${day}::date and (funds.tradedate is null or funds.tradedate < n.date)`.execute(db);
}

/** The NAV of a fund on a date: the published value, else its last one before (money funds: 1.0000). */
export async function navOn(db: Kysely<DB>, fundId: number, day: string): Promise<{ nav: string; incomePer10000: string | null } | null> {
  const row = await db
    .selectFrom('fund_navs')
    .select(['net_value', 'tenthou_unit_incm', 'date'])
    .where('fund_id', '=', fundId)
    .where('date', '<=', day)
    .orderBy('date', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { nav: row.net_value, incomePer10000: row.date === day ? row.tenthou_unit_incm : null } : null;
}

/** The NAV published just before `day` (for a day's income). */
export async function navBefore(db: Kysely<DB>, fundId: number, day: string): Promise<string | null> {
  const row = await db.selectFrom('fund_navs').select('net_value').where('fund_id', '=', fundId).where('date', '<', day).orderBy('date', 'desc').limit(1).executeTakeFirst();
  return row?.net_value ?? null;
}
