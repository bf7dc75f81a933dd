// Every campaign call of the spec, served by the one engine.
import type { FastifyInstance } from 'fastify';
import { campaignGameRoutes } from './games-routes';
import { campaignPlayRoutes } from './play-routes';

export async function campaignRoutes(app: FastifyInstance): Promise<void> {
  await campaignGameRoutes(app);
  await campaignPlayRoutes(app);
}
