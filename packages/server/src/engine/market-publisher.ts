// Publishes each closed trading day's NAV past the seeded history, unless a value for the day is already
// there (a test, or a real feed, wrote it). With market moves (the demo server) a fund moves from its last
// published value by the demo market's deterministic daily return (published-nav.ts); without them, and for
// money-like funds always, the last NAV and yields carry forward.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { dailyReturnMicro, publishedNav } from './published-nav';

interface UnpublishedFund {
  id: number;
  symbol_stype: number;
  net_value: string;
  net_cumulative: string;
  year_yld: string | null;
  tenthou_unit_incm: string | null;
}

export async function publishDay(db: Kysely<DB>, day: string, marketMoves: boolean): Promise<void> {
  const due = await sql<UnpublishedFund>`select id, symbol_stype, net_value::text as net_value, net_cumulative::text as net_cumulative,
      year_yld::text as year_yld, tenthou_unit_incm::text as tenthou_unit_incm
    from funds f where net_value is not null and net_cumulative is not null and tradedate < ${day}::date
      and not exists (select 1 from fund_navs n where n.fund_id = f.id and n.date = ${day}::date)`.execute(db);
  const rows = due.rows.map((f) => {
    const moving = marketMoves && dailyReturnMicro(f.id, f.symbol_stype, day) !== 0;
    const nav = moving
      ? publishedNav({ fundId: f.id, stype: f.symbol_stype, netValue: f.net_value, netCumulative: f.net_cumulative }, day)
      : { netValue: f.net_value, netCumulative: f.net_cumulative, percent: '0.00' };
    return { fund_id: f.id, date: day, net_value: nav.netValue, net_cumulative: nav.netCumulative, percent: nav.percent, year_yld: f.year_yld, tenthou_unit_incm: f.tenthou_unit_incm };
  });
  if (rows.length > 0) await db.insertInto('fund_navs').values(rows).onConflict((oc) => oc.doNothing()).execute();
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
