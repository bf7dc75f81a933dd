// HTTP of the market overview: China market, profit/loss, similar K-lines, market asset forecast.
import { CONTRACT } from '@fund/core/api';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../http/contract-route';
import * as forecast from './asset-forecast-service';
import * as overview from './overview-service';

const C = CONTRACT.market;

export async function marketOverviewRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const now = () => app.clock.instant();
  registerCall(app, C.marketsCn, () => overview.marketsCn(db, now()));
  registerCall(app, C.profitLoss, () => overview.profitLoss(db));
  registerCall(app, C.similarKLineFilterConditions, async () => overview.similarFilterConditions());
  registerCall(app, C.similarKLine, ({ params }) => overview.similarKLine(db, params.symbol));
  registerCall(app, C.marketAssetForecast, () => forecast.marketAssetForecast(db));
  registerCall(app, C.marketAssetForecastDistribution, () => forecast.distribution(db));
  registerCall(app, C.marketAssetForecastSectors, ({ query }) => forecast.sectors(db, query.sector_root_id));
}
