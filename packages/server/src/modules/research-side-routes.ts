// Every route plugin of the research side beyond the first market reads (stocks and per-symbol reads,
// fund research, market overview, diagnosis, following, feed, quant), registered by app.ts in one line.
import type { FastifyInstance } from 'fastify';
import { registerPlugins } from '../http/register-plugins';
import { diagnosisRoutes } from './research/diagnosis/routes';
import { feedRoutes } from './research/feed/routes';
import { followingRoutes } from './research/following/routes';
import { fundResearchRoutes } from './research/funds/routes';
import { marketOverviewRoutes } from './market/overview/routes';
import { quantRoutes } from './research/quant/routes';
import { stockRoutes } from './market/stocks/routes';

export async function researchSideRoutes(api: FastifyInstance): Promise<void> {
  await registerPlugins(api, [stockRoutes, fundResearchRoutes, marketOverviewRoutes, diagnosisRoutes, followingRoutes, feedRoutes, quantRoutes]);
}
