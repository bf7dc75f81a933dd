// HTTP of held portfolios: the user's portfolios and one held portfolio, its cards, a fund inside it, its
// income; portfolio trade records and markers; the advisory fee; the rebalance check; service reports.
// Every call needs a login and reads only the caller's own data.
import { CONTRACT } from '@fund/core/api';
import { beijingDate } from '@fund/core/calendar';
import { HELD_MESSAGES } from '@fund/core/portfolio';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../http/contract-route';
import { requireUserId } from '../account/auth/sessions';
import { pathId } from '../account/users/routes';
import { manageFareHistory, manageFareMine } from './fare-service';
import { checkRebalance } from './held-rebalance';
import { heldIncomePage, knownPortfolio, portfolioWorthNow, heldPortfolio, heldPortfolioCards, heldPortfolioFund, heldPortfolios } from './held-service';
import { portfolioTradeDetail, portfolioTradeMarkers, portfolioTradeRecords } from './records-service';
import { serviceReport, serviceReportChart, serviceReports, serviceReportTrades } from './report-service';

const H = CONTRACT.holdings;
const T = CONTRACT.trading;
const P = CONTRACT.portfolio;

export async function heldPortfolioRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const now = () => app.clock.instant();
  const today = () => beijingDate(now());
  const user = (request: FastifyRequest) => requireUserId(db(), request);
  const portfolioId = (params: Record<string, string>) => pathId(params, 'id', HELD_MESSAGES.portfolioNotHeld);
  const currentWorth = (userId: number) => (id: number) => portfolioWorthNow(db(), userId, id);

  registerCall(app, H.portfolios, async ({ request, query }) => heldPortfolios(db(), await user(request), query.topic, today()));
  // An id that names no portfolio says so (组合不存在); one that exists but is not held, 您尚未持有该组合.
  registerCall(app, H.portfolio, async ({ request, params }) => {
    const userId = await user(request);
    await knownPortfolio(db(), portfolioId(params));
    return heldPortfolio(db(), userId, portfolioId(params), today());
  });
  registerCall(app, H.portfolioSharesInfo, async ({ request, params }) => {
    const userId = await user(request);
    await knownPortfolio(db(), portfolioId(params));
    return heldPortfolioCards(db(), userId, portfolioId(params));
  });
  registerCall(app, H.portfolioFundInfo, async ({ request, query }) => heldPortfolioFund(db(), await user(request), query.portfolio_id, query.symbol));
  registerCall(app, H.incomePortfolioFund, async ({ request, query }) => {
    const userId = await user(request);
    await knownPortfolio(db(), query.fund_portfolio_id);
    return heldIncomePage(db(), userId, query);
  });
  registerCall(app, H.manageFareMine, async ({ request }) => manageFareMine(db(), await user(request)));
  registerCall(app, H.manageFareHistory, async ({ request, query }) => manageFareHistory(db(), await user(request), query));

  registerCall(app, T.portfolioTrades, async ({ request, query }) => {
    const userId = await user(request);
    await knownPortfolio(db(), query.fund_portfolio_id);
    return portfolioTradeRecords(db(), userId, { status: query.status, portfolioId: query.fund_portfolio_id }, query, today());
  });
  registerCall(app, T.portfolioTrade, async ({ request, params }) => {
    const userId = await user(request);
    return portfolioTradeDetail(db(), userId, pathId(params, 'id', HELD_MESSAGES.orderNotFound), now(), today());
  });
  registerCall(app, T.portfolioTradeMarkers, async ({ request, query }) => portfolioTradeMarkers(db(), await user(request), query.fund_portfolio_id, today()));

  registerCall(app, P.checkRebalance, async ({ request, query }) => checkRebalance(db(), await user(request), query.portfolio_id, today()));
  registerCall(app, P.serviceReportRecords, async ({ request, query }) => {
    const userId = await user(request);
    await knownPortfolio(db(), query.portfolio_id);
    return serviceReports(db(), userId, query, today(), currentWorth(userId));
  });
  registerCall(app, P.serviceReportRecord, async ({ request, params }) => {
    const userId = await user(request);
    return serviceReport(db(), userId, params.id, today(), currentWorth(userId));
  });
  registerCall(app, P.serviceReportTrades, async ({ request, params, query }) => serviceReportTrades(db(), await user(request), params.pk, query, today()));
  registerCall(app, P.serviceReportPercentDailyChart, async ({ request, params }) => serviceReportChart(db(), await user(request), params.pk, today()));
}
