// The whole contract by area: routes joined with request schemas and answer types. The server registers
// its routes from it; the client only ever imports it as a type (see ../schema/schema-types.ts).
import { accountsContract } from '../../account/api/accounts-contract';
import { bankCardsContract } from '../../card/api/bank-cards-contract';
import { cashTreasureContract } from '../../cash-treasure/api/cash-treasure-contract';
import { diagnosisContract } from '../../research/api/diagnosis-contract';
import { feedContract } from '../../research/api/feed-contract';
import { fixedInvestmentContract } from '../../plan/api/fixed-investment-contract';
import { fundsContract } from '../../fund/api/funds-contract';
import { holdingsContract } from '../../assets/api/holdings-contract';
import { indexesContract } from '../../market/api/indexes-contract';
import { managersContract } from '../../research/api/managers-contract';
import { marketContract } from '../../market/api/market-contract';
import { quantContract } from '../../research/api/quant-contract';
import { riskContract } from '../../risk/api/risk-contract';
import { searchContract } from '../../research/api/search-contract';
import { tradingContract } from '../../trade/api/trading-contract';
import { portfolioContract } from '../../portfolio/api/portfolio-contract';
import { storeContract } from '../../store/api/store-contract';
import { promotionContract } from '../../promotion/api/promotion-contract';
import { campaignsContract } from '../../promotion/api/campaigns-contract';
import { coinsContract } from '../../promotion/api/coins-contract';
import { membershipContract } from '../../promotion/api/membership-contract';
import { futuresContract } from '../../market/api/futures-contract';
import { aiContract } from '../../assistant/api/ai-contract';
import { otherContract } from '../../account/api/other-contract';
import { insightsContract } from '../../assets/api/insights-contract';

export const CONTRACT = {
  accounts: accountsContract,
  bankCards: bankCardsContract,
  risk: riskContract,
  funds: fundsContract,
  market: marketContract,
  indexes: indexesContract,
  managers: managersContract,
  diagnosis: diagnosisContract,
  search: searchContract,
  feed: feedContract,
  quant: quantContract,
  trading: tradingContract,
  holdings: holdingsContract,
  cashTreasure: cashTreasureContract,
  fixedInvestment: fixedInvestmentContract,
  portfolio: portfolioContract,
  store: storeContract,
  promotion: promotionContract,
  campaigns: campaignsContract,
  coins: coinsContract,
  membership: membershipContract,
  futures: futuresContract,
  ai: aiContract,
  other: otherContract,
  insights: insightsContract,
};

export type Contract = typeof CONTRACT;
