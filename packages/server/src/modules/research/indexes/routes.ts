// HTTP of the indexes area: index list, home recommendations, PE/PB history with percentiles, tracking funds,
// valuation opportunity and forecast, constituents and their analysis.
import { CONTRACT } from '@fund/core/api';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../http/contract-route';
import { registerMarketRead } from '../../../http/market-read';
import { findIndex, indexPage, peHistory, recommendedIndexes, trackingFunds } from './index-service';
import * as research from './index-research';

const C = CONTRACT.indexes;

export async function indexesRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  registerMarketRead(app, C.list, ({ query }) => indexPage(db, query));
  registerMarketRead(app, C.recommend, () => recommendedIndexes(db));
  registerCall(app, C.peIndexes, ({ params }) => peHistory(db, params.symbol));
  registerCall(app, C.relatedFunds, ({ params, query }) => trackingFunds(db, params.symbol, query));
  registerCall(app, C.opportunity, () => research.opportunity(db));
  registerCall(app, C.forecast, async ({ params }) => research.forecast(db, await findIndex(db, params.symbol)));
  registerCall(app, C.holdSymbols, async ({ params }) => research.holdSymbols(db, await findIndex(db, params.symbol)));
  registerCall(app, C.holdSymbolsAnalyse, async ({ params }) => research.holdSymbolsAnalyse(db, await findIndex(db, params.symbol)));
}
