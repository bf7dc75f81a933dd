// The engine's own development routes (the clock and the ledger check), registered by app.ts beside the
// modules' routes so that no module imports the engine.
import type { FastifyInstance } from 'fastify';
import { registerPlugins } from '../http/register-plugins';
import { devClockRoutes } from './dev-clock-routes';
import { devReconcileRoutes } from './dev-reconcile-routes';

export async function engineRoutes(api: FastifyInstance): Promise<void> {
  await registerPlugins(api, [devClockRoutes, devReconcileRoutes]);
}
