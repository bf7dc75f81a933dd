// Every area's route table, by area name: the one list the API inventory, the endpoints and the server read.

import { accountsRoutes } from './routes/accounts-routes';
import { bankCardsRoutes } from './routes/bank-cards-routes';
import { riskRoutes } from './routes/risk-routes';
import { fundsRoutes } from './routes/funds-routes';
import { marketRoutes } from './routes/market-routes';
import { indexesRoutes } from './routes/indexes-routes';
import { managersRoutes } from './routes/managers-routes';
import { diagnosisRoutes } from './routes/diagnosis-routes';
import { searchRoutes } from './routes/search-routes';
import { feedRoutes } from './routes/feed-routes';
import { quantRoutes } from './routes/quant-routes';
import { tradingRoutes } from './routes/trading-routes';
import { holdingsRoutes } from './routes/holdings-routes';
import { cashTreasureRoutes } from './routes/cash-treasure-routes';
import { fixedInvestmentRoutes } from './routes/fixed-investment-routes';
import { portfolioRoutes } from './routes/portfolio-routes';
import { storeRoutes } from './routes/store-routes';
import { promotionRoutes } from './routes/promotion-routes';
import { campaignsRoutes } from './routes/campaigns-routes';
import { coinsRoutes } from './routes/coins-routes';
import { membershipRoutes } from './routes/membership-routes';
import { futuresRoutes } from './routes/futures-routes';
import { aiRoutes } from './routes/ai-routes';
import { otherRoutes } from './routes/other-routes';

export const API_ROUTES = {
  accounts: accountsRoutes,
  bankCards: bankCardsRoutes,
  risk: riskRoutes,
  funds: fundsRoutes,
  market: marketRoutes,
  indexes: indexesRoutes,
  managers: managersRoutes,
  diagnosis: diagnosisRoutes,
  search: searchRoutes,
  feed: feedRoutes,
  quant: quantRoutes,
  trading: tradingRoutes,
  holdings: holdingsRoutes,
  cashTreasure: cashTreasureRoutes,
  fixedInvestment: fixedInvestmentRoutes,
  portfolio: portfolioRoutes,
  store: storeRoutes,
  promotion: promotionRoutes,
  campaigns: campaignsRoutes,
  coins: coinsRoutes,
  membership: membershipRoutes,
  futures: futuresRoutes,
  ai: aiRoutes,
  other: otherRoutes,
};

export type ApiRoutes = typeof API_ROUTES;
export type AreaName = keyof ApiRoutes;
