// Routes of the holdings area (spec 01 §7): what the client ships. Schemas: ./holdings-contract.ts.
import { route } from '../../api/contract/route';

export const holdingsRoutes = {
  assets: route('GET', '/funds/assets/mine/'),
  funds: route('GET', '/funds/fund/mine/'),
  privateFunds: route('GET', '/private_funds/fund/mine/'),
  fundInfo: route('GET', '/funds/fund/fund_info/'),
  privateFundInfo: route('GET', '/private_funds/fund/fund_info/'),
  fundSharesInfo: route('GET', '/funds/fund/shares_info/'),
  privateFundSharesInfo: route('GET', '/private_funds/fund/shares_info/'),
  portfolioSharesInfo: route('GET', '/funds/fund_portfolios/{id}/shares_info/'),
  portfolioFundInfo: route('GET', '/funds/fund_portfolios/fund_info/'),
  incomeMine: route('GET', '/funds/income/mine/'),
  incomeFund: route('GET', '/funds/income/fund/'),
  incomePortfolioFund: route('GET', '/funds/income/portfolio_fund/'),
  privateFundIncome: route('GET', '/private_funds/income/fund/'),
  portfolios: route('GET', '/funds/fund_portfolios/mine/'),
  portfolio: route('GET', '/funds/fund_portfolios/{id}/'),
  manageFareMine: route('GET', '/funds/manage_fare/mine/'),
  manageFareHistory: route('GET', '/funds/manage_fare/history/'),
  changeDiviType: route('POST', '/funds/divi_type/change/'),
  assetReportMine: route('GET', '/funds/asset_report/mine/'),
  assetReportShareInfo: route('GET', '/funds/asset_report/share_info/'),
};
