// Every route plugin of the account side (accounts, identity, bank cards, risk), registered by app.ts in one line.
import type { FastifyInstance } from 'fastify';
import { registerPlugins } from '../http/register-plugins';
import { accountRoutes } from './account/routes';
import { devInvestorRoutes } from './account/dev-investor';
import { avatarRoutes } from './account/avatar/routes';
import { bankCardRoutes } from './card/routes';
import { identityRoutes } from './account/identity/routes';
import { riskRoutes } from './risk/routes';
import { sliderRoutes } from './account/slider/routes';
import { tradePasswordRoutes } from './account/trade-password/routes';
import { userRoutes } from './account/users/routes';

export async function accountsSideRoutes(api: FastifyInstance): Promise<void> {
  await registerPlugins(api, [sliderRoutes, accountRoutes, avatarRoutes, tradePasswordRoutes, userRoutes, identityRoutes, bankCardRoutes, riskRoutes, devInvestorRoutes]);
}
