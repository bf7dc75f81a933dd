// Every route plugin of the trading side (trading, holdings, cash treasure, fixed investments, coupons, held portfolios, portfolio trading), registered by app.ts in one line.
import type { FastifyInstance } from 'fastify';
import { cashTreasureRoutes } from './cash-treasure/routes';
import { couponRoutes } from './coupons/routes';
import { fixedInvestmentRoutes } from './fixed-investment/routes';
import { holdingsRoutes } from './holdings/routes';
import { heldPortfolioRoutes } from './portfolios/held-routes';
import { portfolioTradeRoutes } from './portfolios/trade-routes';
import { tradingRoutes } from './trading/routes';

export async function tradingSideRoutes(api: FastifyInstance): Promise<void> {
  for (const plugin of [tradingRoutes, holdingsRoutes, cashTreasureRoutes, fixedInvestmentRoutes, couponRoutes, heldPortfolioRoutes, portfolioTradeRoutes]) {
    await api.register(plugin);
  }
}
