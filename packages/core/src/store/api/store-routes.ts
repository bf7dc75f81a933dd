// Routes of the store area (spec 02 and 03 §7): what the client ships. Schemas: ./store-contract.ts.
import { route } from '../../api/contract/route';

export const storeRoutes = {
  apply: route('GET', '/store/apply/'),
  submitApply: route('POST', '/store/apply/'),
  assetsMine: route('GET', '/store/assets/mine/'),
  incomeMine: route('GET', '/store/income/mine/'),
  portfoliosAssets: route('GET', '/store/portfolios/{id}/assets/'),
  incomePortfolio: route('GET', '/store/income/portfolio/'),
  detail: route('GET', '/store/{id}/'),
  update: route('PUT', '/store/{id}/'),
  portfolios: route('GET', '/store/portfolios/'),
  portfolio: route('GET', '/store/portfolios/{id}/'),
  portfoliosRecommend: route('GET', '/store/portfolios/recommend/'),
  portfoliosMine: route('GET', '/store/portfolios/mine/'),
  mine: route('GET', '/store/mine/'),
  withdrawIncome: route('POST', '/store/income/withdraw/', { idempotent: true }),
  incomeWithdrawals: route('GET', '/store/income/withdraw/'),
  incomeForecast: route('POST', '/store/income/forecast/'),
  socialBindings: route('POST', '/store/social_bindings/'),
  like: route('POST', '/store/likes/like/'),
  unlike: route('POST', '/store/likes/unlike/'),
  sortPortfolios: route('POST', '/store/portfolios/sort/'),
};
