// Request schemas and answer types of portfolio stores (spec 02 §7, 03 §7): apply, assets, income, withdraw, portfolios, likes.
import { s } from '../../api/schema';
import { f, pageQuery } from '../../api/contract/common-fields';
import { answer, defineContract, res } from '../../api/contract/define-contract';
import { w } from '../../api/contract/answer-fields';
import { storeAssets, storeIncomeForecast, storeIncomeWithdrawal, storePortfolioAssets } from '../../api/contract/entities/member-answers';
import { storeRoutes } from './store-routes';
import type { OkAnswer, Page, Portfolio, Store, StoreApply, StoreIncome } from '../../api/contract/entities';

const storeLike = () => s.object({ store: f.id() });

export const storeContract = defineContract('store', storeRoutes, {
  apply: { response: res<StoreApply>() },
  submitApply: { body: s.object({ name: f.text(20), description: f.text(500), mobile: s.optional(f.mobile()) }), response: res<StoreApply>() },
  assetsMine: { response: answer(storeAssets) },
  incomeMine: { response: res<StoreIncome>() },
  portfoliosAssets: { response: answer(storePortfolioAssets) },
  incomePortfolio: { query: s.object({ store_portfolio_id: f.id() }), response: res<StoreIncome>() },
  detail: { response: res<Store>() },
  update: { body: s.object({ description: f.text(500) }), response: res<Store>() },
  portfolios: { query: s.object({ store_id: s.optional(f.id()), page: f.page(), page_size: f.pageSize(20, 100) }), response: res<Page<Portfolio>>() },
  portfolio: { response: res<Portfolio>() },
  portfoliosRecommend: { query: pageQuery(10), response: res<Page<Portfolio>>() },
  portfoliosMine: { response: res<Portfolio[]>() },
  mine: { response: res<Store>() },
  withdrawIncome: { body: s.object({ amount: f.amount(), bank_card_id: f.id() }), response: res<StoreIncome>() },
  incomeWithdrawals: { query: pageQuery(20), response: answer(w.page(storeIncomeWithdrawal)) },
  incomeForecast: { body: s.object({ amount: f.amount(), store_portfolio_id: s.optional(f.id()) }), response: answer(storeIncomeForecast) },
  socialBindings: { body: s.object({ provider: f.text(32), account: f.text(64) }), response: res<OkAnswer>() },
  like: { body: storeLike(), response: res<OkAnswer>() },
  unlike: { body: storeLike(), response: res<OkAnswer>() },
  sortPortfolios: { body: s.object({ store_id: f.id(), portfolio_ids: s.array(f.id(), { min: 1, max: 100 }) }), response: res<OkAnswer>() },
});
