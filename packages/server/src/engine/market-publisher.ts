// Publishes each closed trading day's NAV past the seeded history, unless a value for the day is already
// there (a test, or a real feed, wrote it). With market moves (the demo server) a fund moves from its last
// published value by the demo market's deterministic daily return (published-nav.ts); without them, and for
// money-like funds always, the last NAV and yields carry forward.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { navsPublished } from './navs-published';
import { dailyReturnMicro, publishedNav } from './published-nav';
import { advanceFundsTo, fundsUnpublishedOn, insertNavs } from './settlement-repo';

export async function publishDay(db: Kysely<DB>, day: string, marketMoves: boolean): Promise<void> {
  const due = await fundsUnpublishedOn(db, day);
  const rows = due.map((f) => {
    const moving = marketMoves && dailyReturnMicro(f.id, f.symbol_stype, day) !== 0;
    const nav = moving
      ? publishedNav({ fundId: f.id, stype: f.symbol_stype, netValue: f.net_value, netCumulative: f.net_cumulative }, day)
      : { netValue: f.net_value, netCumulative: f.net_cumulative, percent: '0.00' };
    return { fund_id: f.id, date: day, net_value: nav.netValue, net_cumulative: nav.netCumulative, percent: nav.percent, year_yld: f.year_yld, tenthou_unit_incm: f.tenthou_unit_incm };
  });
  if (rows.length > 0) await insertNavs(db, rows);
  await advanceFundsTo(db, day);
  navsPublished(db);
}
