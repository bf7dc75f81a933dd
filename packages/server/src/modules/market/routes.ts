// HTTP of the market reads backed by the demo market: hot funds and sectors.
import { CONTRACT, type Wire } from '@fund/core/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerCall } from '../../http/contract-route';
import { noData } from '../common/not-found';
import { pathNumber } from '../common/path-id';
import { parseSort } from '../common/sorting';
import { rankedFunds } from '../funds/funds-service';
import { FUND_SORT_COLUMNS, listFunds } from '../funds/funds-repo';
import { toFundRow } from '../funds/fund-mappers';

const C = CONTRACT.market;
const HOT_COUNT = 20;
const SECTOR_FUNDS = 20;

export async function marketRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  registerCall(app, C.hot, async () => (await rankedFunds(db, 'hot_rank', { page: 1, page_size: HOT_COUNT })).results);

  registerCall(app, C.sectors, async ({ query }) => {
    const sort = parseSort(query.sort ?? '-percent_day', ['percent_day', 'percent_year'] as const);
    const rows = await db
      .selectFrom('sectors')
      .select(['id', 'code', 'name', 'percent_day', 'percent_year'])
      .select(sql<number>`(select count(*)::int from funds where funds.sector_id = sectors.id)`.as('funds_count'))
      .orderBy(sql.ref(sort.column), (ob) => (sort.direction === 'desc' ? ob.desc().nullsLast() : ob.asc().nullsLast()))
      .orderBy('id')
      .execute();
    return rows as unknown as Wire.JsonObject[];
  });

  registerCall(app, C.sector, async ({ params, query }) => {
    const id = pathNumber(params.id);
    const sector = await db.selectFrom('sectors').selectAll().where('id', '=', id).executeTakeFirst();
    if (!sector) throw noData();
    const sort = parseSort(query.sort ?? '-percent_day', FUND_SORT_COLUMNS);
    const funds = await listFunds(db, { sectorId: id }, sort, { page: 1, page_size: SECTOR_FUNDS });
    return { ...sector, funds: funds.map(toFundRow) } as unknown as Wire.JsonObject;
  });
}
