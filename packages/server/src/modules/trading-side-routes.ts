// Every route plugin of the trading side (trading, holdings, cash treasure, fixed investments, coupons, held portfolios, portfolio trading), registered by app.ts in one line.
import type { FastifyInstance } from 'fastify';
import { registerPlugins } from '../http/register-plugins';
import { cashTreasureRoutes } from './cash-treasure/routes';
import { couponRoutes } from './promotion/routes';
import { fixedInvestmentRoutes } from './plan/routes';
import { holdingsRoutes } from './assets/routes';
import { heldPortfolioRoutes } from './portfolio/held-routes';
import { portfolioTradeRoutes } from './portfolio/trade-routes';
import { tradingRoutes } from './trade/routes';

export async function tradingSideRoutes(api: FastifyInstance): Promise<void> {
  await registerPlugins(api, [tradingRoutes, holdingsRoutes, cashTreasureRoutes, fixedInvestmentRoutes, couponRoutes, heldPortfolioRoutes, portfolioTradeRoutes]);
}
