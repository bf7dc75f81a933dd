// Portfolio trading calls: proposals, comparisons and fee quotes (GET), and buy, sell, sell of one fund,
// rebalance and undo (POST, Idempotency-Key required like the fund buy). Times from the market clock.
import type { FastifyInstance } from 'fastify';
import { CONTRACT } from '@fund/core/api';
import { registerCall } from '../../http/contract-route';
import { requireUserId } from '../account/auth/sessions';
import { idempotent } from '../trade/idempotency';
import { placePortfolioBuy, placePortfolioSell, placePortfolioSellFund, placeRebalance } from './trade-orders';
import { buyCompare, buyProposal, portfolioBuyFee, portfolioSellFee, portfolioSellFundFee, rebalanceCompare, rebalanceProposal, sellCompare, sellProposal } from './trade-proposals';
import { undoPortfolioOrder } from './trade-undo';

const T = CONTRACT.trading;

export async function portfolioTradeRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const now = () => app.clock.instant();
  const user = (request: Parameters<typeof requireUserId>[1]) => requireUserId(db(), request);

  registerCall(app, T.portfolioBuy, async ({ request, body }) => {
    const userId = await user(request);
    return idempotent(db(), userId, request, { password: body.password, now: now() }, (trx) => placePortfolioBuy(trx, userId, body, now()));
  });
  registerCall(app, T.portfolioSell, async ({ request, body }) => {
    const userId = await user(request);
    return idempotent(db(), userId, request, { password: body.password, now: now() }, (trx) => placePortfolioSell(trx, userId, body, now()));
  });
  registerCall(app, T.portfolioSellFund, async ({ request, body }) => {
    const userId = await user(request);
    return idempotent(db(), userId, request, { password: body.password, now: now() }, (trx) => placePortfolioSellFund(trx, userId, body, now()));
  });
  registerCall(app, T.portfolioRebalance, async ({ request, body }) => {
    const userId = await user(request);
    return idempotent(db(), userId, request, { password: body.password, now: now() }, (trx) => placeRebalance(trx, userId, body, now()));
  });
  registerCall(app, T.portfolioUndo, async ({ request, body }) => {
    const userId = await user(request);
    return idempotent(db(), userId, request, { password: body.password, now: now() }, (trx) => undoPortfolioOrder(trx, userId, body.id, now()));
  });
  registerCall(app, T.portfolioBuyProposal, async ({ request, query }) => buyProposal(db(), await user(request), query, now()));
  registerCall(app, T.portfolioSellProposal, async ({ request, query }) => sellProposal(db(), await user(request), query, now()));
  registerCall(app, T.portfolioRebalanceProposal, async ({ request, query }) => rebalanceProposal(db(), await user(request), query, now()));
  registerCall(app, T.portfolioBuyCompare, async ({ request, query }) => buyCompare(db(), await user(request), query, now()));
  registerCall(app, T.portfolioSellCompare, async ({ request, query }) => sellCompare(db(), await user(request), query));
  registerCall(app, T.portfolioRebalanceCompare, async ({ request, query }) => rebalanceCompare(db(), await user(request), query, now()));
  registerCall(app, T.portfolioBuyFee, async ({ query }) => portfolioBuyFee(db(), query, now()));
  registerCall(app, T.portfolioSellFee, async ({ request, query }) => portfolioSellFee(db(), await user(request), query, now()));
  registerCall(app, T.portfolioSellFundFee, async ({ request, query }) => portfolioSellFundFee(db(), await user(request), query, now()));
}
