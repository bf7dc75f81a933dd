// Every route plugin of the account side (accounts, identity, bank cards, risk), registered by app.ts in one line.
import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './accounts/routes';
import { devInvestorRoutes } from './accounts/dev-investor';
import { avatarRoutes } from './avatar/routes';
import { bankCardRoutes } from './bank-cards/routes';
import { identityRoutes } from './identity/routes';
import { riskRoutes } from './risk/routes';
import { sliderRoutes } from './slider/routes';
import { tradePasswordRoutes } from './trade-password/routes';
import { userRoutes } from './users/routes';

export async function accountsSideRoutes(api: FastifyInstance): Promise<void> {
  for (const plugin of [sliderRoutes, accountRoutes, avatarRoutes, tradePasswordRoutes, userRoutes, identityRoutes, bankCardRoutes, riskRoutes, devInvestorRoutes]) {
    await api.register(plugin);
  }
}
