// Every area's endpoints at once: `createApi(client).trading.buy({ body, intent })`. Handy for tests and the
// server's own checks; a page should take only its areas (`tradingApi(client)`) to keep its package small.
import type { ApiClient } from '../client/api-client';
import { accountsApi } from '../../account/api/accounts-api';
import { bankCardsApi } from '../../card/api/bank-cards-api';
import { riskApi } from '../../risk/api/risk-api';
import { fundsApi } from '../../fund/api/funds-api';
import { marketApi } from '../../market/api/market-api';
import { indexesApi } from '../../market/api/indexes-api';
import { managersApi } from '../../research/api/managers-api';
import { diagnosisApi } from '../../research/api/diagnosis-api';
import { searchApi } from '../../research/api/search-api';
import { feedApi } from '../../research/api/feed-api';
import { quantApi } from '../../research/api/quant-api';
import { tradingApi } from '../../trade/api/trading-api';
import { holdingsApi } from '../../assets/api/holdings-api';
import { cashTreasureApi } from '../../cash-treasure/api/cash-treasure-api';
import { fixedInvestmentApi } from '../../plan/api/fixed-investment-api';
import { portfolioApi } from '../../portfolio/api/portfolio-api';
import { storeApi } from '../../store/api/store-api';
import { promotionApi } from '../../promotion/api/promotion-api';
import { campaignsApi } from '../../promotion/api/campaigns-api';
import { coinsApi } from '../../promotion/api/coins-api';
import { membershipApi } from '../../promotion/api/membership-api';
import { futuresApi } from '../../market/api/futures-api';
import { aiApi } from '../../assistant/api/ai-api';
import { otherApi } from '../../account/api/other-api';
import { insightsApi } from '../../assets/api/insights-api';

export function createApi(client: ApiClient) {
  return {
    accounts: accountsApi(client),
    bankCards: bankCardsApi(client),
    risk: riskApi(client),
    funds: fundsApi(client),
    market: marketApi(client),
    indexes: indexesApi(client),
    managers: managersApi(client),
    diagnosis: diagnosisApi(client),
    search: searchApi(client),
    feed: feedApi(client),
    quant: quantApi(client),
    trading: tradingApi(client),
    holdings: holdingsApi(client),
    cashTreasure: cashTreasureApi(client),
    fixedInvestment: fixedInvestmentApi(client),
    portfolio: portfolioApi(client),
    store: storeApi(client),
    promotion: promotionApi(client),
    campaigns: campaignsApi(client),
    coins: coinsApi(client),
    membership: membershipApi(client),
    futures: futuresApi(client),
    ai: aiApi(client),
    other: otherApi(client),
    insights: insightsApi(client),
  };
}

export type Api = ReturnType<typeof createApi>;
