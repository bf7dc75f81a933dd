// Trading calls: buy, sell, undo (Idempotency-Key required, see idempotency.ts) and the fee quotes. Times come from the
// engine's market clock.
import type { FastifyInstance } from 'fastify';
import { CONTRACT } from '@fund/core/api';
import { TRADING_MESSAGES } from '@fund/core/trade';
import { registerCall } from '../../http/contract-route';
import { detailError } from '../../http/api-error';
import { requireUserId } from '../account/auth/sessions';
import { placeBuy } from './buy-service';
import { idempotent } from './idempotency';
import { buyFeeQuote, sellFeeQuote } from './quote-service';
import { placeSell } from './sell-service';
import { placePortfolioSellFund } from '../portfolio/trade-orders';
import { tradeDetail, tradeMarkers, tradeRecords } from './records-service';
import { undoOrder } from './undo-service';
import { planDetail } from '../plan/plan-reads';
import { pathId } from '../account/users/routes';
import { toPage } from '../common/paging';
import { refuseNamedPrivateFund, requireKnownFund } from '../common/known-fund';

const T = CONTRACT.trading;

export async function tradingRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const now = () => app.clock.instant();

  registerCall(app, T.buy, async ({ request, body }) => {
    const userId = await requireUserId(db(), request);
    return idempotent(db(), userId, request, { password: body.password, now: now() }, (trx, claim) => placeBuy(trx, userId, body, now(), claim));
  });
  registerCall(app, T.sell, async ({ request, body }) => {
    const userId = await requireUserId(db(), request);
    // A fund held inside a portfolio is sold from the portfolio's scope (a portfolio sell of one fund).
    const portfolioId = body.fund_portfolio_id;
    if (portfolioId !== undefined) return idempotent(db(), userId, request, { password: body.password, now: now() }, (trx) => placePortfolioSellFund(trx, userId, { ...body, fund_portfolio_id: portfolioId }, now()));
    return idempotent(db(), userId, request, { password: body.password, now: now() }, (trx) => placeSell(trx, userId, body, now()));
  });
  registerCall(app, T.undo, async ({ request, body }) => {
    const userId = await requireUserId(db(), request);
    return idempotent(db(), userId, request, { password: body.password, now: now() }, (trx) => undoOrder(trx, userId, body.id, now()));
  });
  registerCall(app, T.fundTrades, async ({ request, query }) => {
    const userId = await requireUserId(db(), request);
    await requireKnownFund(db(), query.fund_id);
    return tradeRecords(db(), userId, { tab: 'fund', status: query.status, fundId: query.fund_id }, query);
  });
  registerCall(app, T.fundTrade, async ({ request, params }) => {
    const userId = await requireUserId(db(), request);
    return tradeDetail(db(), userId, pathId(params, 'id', TRADING_MESSAGES.orderNotFound), now(), (planId) => planDetail(db(), userId, planId));
  });
  // Private funds are not sold here: their tab is always empty.
  registerCall(app, T.privateFundTrades, async ({ request, query }) => {
    await requireUserId(db(), request);
    refuseNamedPrivateFund(query.fund_id);
    return toPage(query, 0, []);
  });
  registerCall(app, T.privateFundTrade, async ({ request }) => {
    await requireUserId(db(), request);
    throw detailError(404, TRADING_MESSAGES.orderNotFound);
  });
  registerCall(app, T.privateFundTradeMarkers, async ({ request }) => {
    await requireUserId(db(), request);
    return [];
  });
  // Portfolio trade records are served by the held-portfolio routes (modules/portfolio/held-routes.ts).
  registerCall(app, T.fundTradeMarkers, async ({ request, query }) => tradeMarkers(db(), await requireUserId(db(), request), query.fund_id));
  registerCall(app, T.buyFee, async ({ query }) => buyFeeQuote(db(), query, now()));
  registerCall(app, T.sellFee, async ({ request, query }) => sellFeeQuote(db(), await requireUserId(db(), request), query, now()));
}
