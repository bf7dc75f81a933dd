// Every area's endpoints at once: `createApi(client).trading.buy({ body, intent })`. Handy for tests and the
// server's own checks; a page should take only its areas (`tradingApi(client)`) to keep its package small.
import type { ApiClient } from '../client/api-client';
import { accountsApi } from './accounts-api';
import { bankCardsApi } from './bank-cards-api';
import { riskApi } from './risk-api';
import { fundsApi } from './funds-api';
import { marketApi } from './market-api';
import { indexesApi } from './indexes-api';
import { managersApi } from './managers-api';
import { diagnosisApi } from './diagnosis-api';
import { searchApi } from './search-api';
import { feedApi } from './feed-api';
import { quantApi } from './quant-api';
import { tradingApi } from './trading-api';
import { holdingsApi } from './holdings-api';
import { cashTreasureApi } from './cash-treasure-api';
import { fixedInvestmentApi } from './fixed-investment-api';
import { portfolioApi } from './portfolio-api';
import { storeApi } from './store-api';
import { promotionApi } from './promotion-api';
import { campaignsApi } from './campaigns-api';
import { coinsApi } from './coins-api';
import { membershipApi } from './membership-api';
import { futuresApi } from './futures-api';
import { aiApi } from './ai-api';
import { otherApi } from './other-api';

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
  };
}

export type Api = ReturnType<typeof createApi>;
