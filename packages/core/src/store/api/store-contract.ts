// Request schemas and answer types of portfolio stores (spec 02 §7, 03 §7): apply, assets, income, withdraw, portfolios, likes.
import { s } from '../../api/schema';
import { f, pageQuery } from '../../api/contract/common-fields';
import { answer, defineContract, res } from '../../api/contract/define-contract';
import { w } from '../../api/contract/answer-fields';
import { storeAssets, storePortfolioAssets } from '../../api/contract/entities/member-answers';
import { storeRoutes } from './store-routes';
import { storeIncomeForecastAnswer, storeIncomeMine, storeIncomePortfolioDetail, storeIncomeWithdrawalRow, storeIncomeWithdrawAnswer } from './store-income-answers';
import type { OkAnswer, Page, Portfolio, Store, StoreApply } from '../../api/contract/entities';

const storeLike = () => s.object({ store: f.id() });

export const storeContract = defineContract('store', storeRoutes, {
  apply: { response: res<StoreApply>() },
  submitApply: { body: s.object({ name: f.text(20), description: f.text(500), mobile: s.optional(f.mobile()) }), response: res<StoreApply>() },
  assetsMine: { response: answer(storeAssets) },
  incomeMine: { response: answer(storeIncomeMine) },
  portfoliosAssets: { response: answer(storePortfolioAssets) },
  incomePortfolio: { query: s.object({ store_portfolio_id: f.id(), page: f.page(), page_size: f.pageSize(20, 100) }), response: answer(storeIncomePortfolioDetail) },
  detail: { response: res<Store>() },
  update: { body: s.object({ description: f.text(500) }), response: res<Store>() },
  portfolios: { query: s.object({ store_id: s.optional(f.id()), page: f.page(), page_size: f.pageSize(20, 100) }), response: res<Page<Portfolio>>() },
  portfolio: { response: res<Portfolio>() },
  portfoliosRecommend: { query: pageQuery(10), response: res<Page<Portfolio>>() },
  portfoliosMine: { response: res<Portfolio[]>() },
  mine: { response: res<Store>() },
  // Store income pays into the wallet (the wallet withdraws to a card); the trade password guards it.
  withdrawIncome: { body: s.object({ amount: f.amount(), password: f.tradePassword() }), response: answer(storeIncomeWithdrawAnswer) },
  incomeWithdrawals: { query: pageQuery(20), response: answer(w.page(storeIncomeWithdrawalRow)) },
  // The fee rate is the portfolio's when one is named, else the annual ratio given ('0.005' for 0.5%).
  incomeForecast: {
    body: s.object({ amount: f.amount(), store_portfolio_id: s.optional(f.id()), fare_ratio: s.optional(s.decimal({ dp: 6, min: '0', max: '0.1' })) }),
    response: answer(storeIncomeForecastAnswer),
  },
  socialBindings: { body: s.object({ provider: f.text(32), account: f.text(64) }), response: res<OkAnswer>() },
  like: { body: storeLike(), response: res<OkAnswer>() },
  unlike: { body: storeLike(), response: res<OkAnswer>() },
  sortPortfolios: { body: s.object({ store_id: f.id(), portfolio_ids: s.array(f.id(), { min: 1, max: 100 }) }), response: res<OkAnswer>() },
});
