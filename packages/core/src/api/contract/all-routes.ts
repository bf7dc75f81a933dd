// Every area's route table, by area name: the one list the API inventory, the endpoints and the server read.

import { accountsRoutes } from '../../account/api/accounts-routes';
import { bankCardsRoutes } from '../../card/api/bank-cards-routes';
import { riskRoutes } from '../../risk/api/risk-routes';
import { fundsRoutes } from '../../fund/api/funds-routes';
import { marketRoutes } from '../../market/api/market-routes';
import { indexesRoutes } from '../../market/api/indexes-routes';
import { managersRoutes } from '../../research/api/managers-routes';
import { diagnosisRoutes } from '../../research/api/diagnosis-routes';
import { searchRoutes } from '../../research/api/search-routes';
import { feedRoutes } from '../../research/api/feed-routes';
import { quantRoutes } from '../../research/api/quant-routes';
import { tradingRoutes } from '../../trade/api/trading-routes';
import { holdingsRoutes } from '../../assets/api/holdings-routes';
import { cashTreasureRoutes } from '../../cash-treasure/api/cash-treasure-routes';
import { fixedInvestmentRoutes } from '../../plan/api/fixed-investment-routes';
import { portfolioRoutes } from '../../portfolio/api/portfolio-routes';
import { storeRoutes } from '../../store/api/store-routes';
import { promotionRoutes } from '../../promotion/api/promotion-routes';
import { campaignsRoutes } from '../../promotion/api/campaigns-routes';
import { coinsRoutes } from '../../promotion/api/coins-routes';
import { membershipRoutes } from '../../promotion/api/membership-routes';
import { futuresRoutes } from '../../market/api/futures-routes';
import { aiRoutes } from '../../assistant/api/ai-routes';
import { otherRoutes } from '../../account/api/other-routes';
import { insightsRoutes } from '../../assets/api/insights-routes';

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
  // Our own calls beyond the spec's inventory (issue 24).
  insights: insightsRoutes,
};

export type ApiRoutes = typeof API_ROUTES;
export type AreaName = keyof ApiRoutes;
