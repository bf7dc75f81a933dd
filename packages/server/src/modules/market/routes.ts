// HTTP of the market reads backed by the demo market: hot funds and sectors.
import { CONTRACT } from '@fund/core/api';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/contract-route';
import { pathNumber } from '../common/path-id';
import { rankedFunds } from '../fund/funds-service';
import { sector, sectors } from './sector-service';

const C = CONTRACT.market;
const HOT_COUNT = 20;

export async function marketRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  registerCall(app, C.hot, async () => (await rankedFunds(db, 'hot_rank', { page: 1, page_size: HOT_COUNT })).results);

  registerCall(app, C.sectors, ({ query }) => sectors(db, query.sort));
  registerCall(app, C.sector, ({ params, query }) => sector(db, pathNumber(params.id), query.sort));
}
