// HTTP of the indexes area: index list, home recommendations, PE/PB history with percentiles, tracking funds,
// valuation opportunity and forecast, constituents and their analysis.
import { CONTRACT, type Wire } from '@fund/core/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../db/schema';
import { registerCall } from '../../http/contract-route';
import { noData } from '../common/not-found';
import { offsetOf, toPage } from '../common/paging';
import { countFunds, listFunds } from '../funds/funds-repo';
import { toFundRow } from '../funds/fund-mappers';
import { toIndexRow } from './index-mapper';
import * as research from './index-research';

const C = CONTRACT.indexes;
// How much PE/PB history the valuation chart gets: about three years of trading days.
const PE_HISTORY_DAYS = 750;

async function findIndex(db: Kysely<DB>, symbol: string | undefined) {
  const ix = symbol ? await db.selectFrom('market_indexes').selectAll().where('symbol', '=', symbol).executeTakeFirst() : undefined;
  if (!ix) throw noData();
  return ix;
}

export async function indexesRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  registerCall(app, C.list, async ({ query }) => {
    const total = await db.selectFrom('market_indexes').select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
    const rows = await db.selectFrom('market_indexes').selectAll().orderBy('id').limit(query.page_size).offset(offsetOf(query)).execute();
    return toPage(query, total?.n ?? 0, rows.map(toIndexRow));
  });

  // The home page shows the market indexes (the three flagged ones).
  registerCall(app, C.recommend, async () => {
    const rows = await db.selectFrom('market_indexes').selectAll().where('is_market', '=', true).orderBy('id').execute();
    return rows.map(toIndexRow);
  });

  registerCall(app, C.peIndexes, async ({ params }) => {
    const ix = await findIndex(db, params.symbol);
    const history = await db
      .selectFrom('index_values')
      .select(['date', 'close', 'pe', 'pb'])
      .where('index_id', '=', ix.id)
      .orderBy('date', 'desc')
      .limit(PE_HISTORY_DAYS)
      .execute();
    return { ...toIndexRow(ix), history: history.reverse() } as unknown as Wire.JsonObject;
  });

  registerCall(app, C.relatedFunds, async ({ params, query }) => {
    const ix = await findIndex(db, params.symbol);
    const filter = { indexId: ix.id };
    const [total, rows] = await Promise.all([countFunds(db, filter), listFunds(db, filter, { column: 'percent_year', direction: 'desc' }, query)]);
    return toPage(query, total, rows.map(toFundRow));
  });

  registerCall(app, C.opportunity, () => research.opportunity(db));
  registerCall(app, C.forecast, async ({ params }) => research.forecast(db, await findIndex(db, params.symbol)));
  registerCall(app, C.holdSymbols, async ({ params }) => research.holdSymbols(db, await findIndex(db, params.symbol)));
  registerCall(app, C.holdSymbolsAnalyse, async ({ params }) => research.holdSymbolsAnalyse(db, await findIndex(db, params.symbol)));
}
