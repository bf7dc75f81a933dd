// Holdings calls served by the trading engine: assets, held funds, shares per card, income, allocation,
// the dividend-type change, wallet account changes (the ledger's money rows); private funds are not sold here, so their reads are empty.
import type { FastifyInstance } from 'fastify';
import { CONTRACT } from '@fund/core/api';
import { TRADING_MESSAGES } from '@fund/core/trade';
import { registerCall } from '../../http/contract-route';
import { detailError } from '../../http/api-error';
import { requireUserId } from '../account/auth/sessions';
import { toPage } from '../common/paging';
import { refuseNamedPrivateFund, requireKnownFund } from '../common/known-fund';
import { changeDiviType } from './divi-type-service';
import { accountChanges } from './wallet-service';
import { assetAllocation, heldFund, heldFunds, incomePage, myAssets } from './holdings-service';
import { trueReturnsOf } from './true-returns-service';
import { incomeSplitOf, navStatusOf } from './certainty-service';
import { moneyCalendarOf } from './money-calendar-service';

const H = CONTRACT.holdings;
const O = CONTRACT.other;
const I = CONTRACT.insights;

export async function holdingsRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const user = (request: Parameters<typeof requireUserId>[1]) => requireUserId(db(), request);

  registerCall(app, H.assets, async ({ request }) => myAssets(db(), await user(request)));
  registerCall(app, H.funds, async ({ request, query }) => heldFunds(db(), await user(request), query));
  registerCall(app, H.fundInfo, async ({ request, query }) => heldFund(db(), await user(request), query));
  registerCall(app, H.fundSharesInfo, async ({ request, query }) => ({ shares_list: (await heldFund(db(), await user(request), query)).shares_list }));
  // The account's income (my assets' bars, /accounts/income/) counts portfolios too; a fund's income only the direct holding.
  registerCall(app, H.incomeMine, async ({ request, query }) => incomePage(db(), await user(request), query.fund_id, query, query.fund_id === undefined ? 'all' : 'direct'));
  registerCall(app, H.incomeFund, async ({ request, query }) => {
    const userId = await user(request);
    await requireKnownFund(db(), query.fund_id);
    return incomePage(db(), userId, query.fund_id, query);
  });
  registerCall(app, H.assetReportMine, async ({ request }) => assetAllocation(db(), await user(request)));
  registerCall(app, H.privateFunds, async ({ request, query }) => {
    await user(request);
    return toPage(query, 0, []);
  });
  registerCall(app, H.privateFundInfo, async ({ request, query }) => {
    await user(request);
    refuseNamedPrivateFund(query.fund_id);
    throw detailError(404, TRADING_MESSAGES.fundNotHeld);
  });
  // A fund inside a portfolio is served by the held-portfolio routes (modules/portfolio/held-routes.ts).
  registerCall(app, H.privateFundSharesInfo, async ({ request, query }) => {
    await user(request);
    refuseNamedPrivateFund(query.fund_id);
    throw detailError(404, TRADING_MESSAGES.fundNotHeld);
  });
  registerCall(app, H.privateFundIncome, async ({ request, query }) => {
    await user(request);
    refuseNamedPrivateFund(query.fund_id);
    return toPage(query, 0, []);
  });
  registerCall(app, O.walletChanges, async ({ request, query }) => accountChanges(db(), await user(request), query));
  registerCall(app, I.trueReturns, async ({ request, query }) => trueReturnsOf(db(), await user(request), query, app.clock.instant()));
  registerCall(app, I.navStatus, async ({ request }) => navStatusOf(db(), await user(request), app.clock.instant()));
  registerCall(app, I.incomeSplit, async ({ request, query }) => incomeSplitOf(db(), await user(request), query));
  registerCall(app, I.calendar, async ({ request, query }) => moneyCalendarOf(db(), await user(request), query, app.clock.instant()));
  registerCall(app, H.changeDiviType, async ({ request, body }) =>
    changeDiviType(db(), await user(request), body, app.clock.instant()),
  );
}
