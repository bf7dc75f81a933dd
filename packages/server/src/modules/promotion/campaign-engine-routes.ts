// Registers the campaign engine's calls with coins and membership (the prizes and what coins buy).
import type { FastifyInstance } from 'fastify';
import { campaignRoutes } from './campaigns/routes';
import { coinsRoutes } from './coins/routes';
import { membershipRoutes } from './membership/routes';

export async function campaignEngineRoutes(app: FastifyInstance): Promise<void> {
  await campaignRoutes(app);
  await coinsRoutes(app);
  await membershipRoutes(app);
}
