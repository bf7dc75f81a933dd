// The whole contract by area: routes joined with request schemas and answer types. The server registers
// its routes from it; the client only ever imports it as a type (see ../schema/schema-types.ts).
import { accountsContract } from './calls/accounts-contract';
import { bankCardsContract } from './calls/bank-cards-contract';
import { cashTreasureContract } from './calls/cash-treasure-contract';
import { diagnosisContract } from './calls/diagnosis-contract';
import { feedContract } from './calls/feed-contract';
import { fixedInvestmentContract } from './calls/fixed-investment-contract';
import { fundsContract } from './calls/funds-contract';
import { holdingsContract } from './calls/holdings-contract';
import { indexesContract } from './calls/indexes-contract';
import { managersContract } from './calls/managers-contract';
import { marketContract } from './calls/market-contract';
import { quantContract } from './calls/quant-contract';
import { riskContract } from './calls/risk-contract';
import { searchContract } from './calls/search-contract';
import { tradingContract } from './calls/trading-contract';
import { portfolioContract } from './calls/portfolio-contract';
import { storeContract } from './calls/store-contract';
import { promotionContract } from './calls/promotion-contract';
import { campaignsContract } from './calls/campaigns-contract';
import { coinsContract } from './calls/coins-contract';
import { membershipContract } from './calls/membership-contract';
import { futuresContract } from './calls/futures-contract';
import { aiContract } from './calls/ai-contract';
import { otherContract } from './calls/other-contract';

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
};

export type Contract = typeof CONTRACT;
