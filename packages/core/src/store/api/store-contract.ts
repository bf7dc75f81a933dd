// Request schemas and answer types of portfolio stores (spec 02 §7, 03 §7): apply and review, the store, its
// portfolios, assets, likes, sort and social bindings. The income entries pay into the wallet (answers in store-income-answers.ts).
import { s } from '../../api/schema';
import { f, pageQuery } from '../../api/contract/common-fields';
import { answer, defineContract } from '../../api/contract/define-contract';
import { w } from '../../api/contract/answer-fields';
import { storeRoutes } from './store-routes';
import { storeIncomeForecastAnswer, storeIncomeMine, storeIncomePortfolioDetail, storeIncomeWithdrawalRow, storeIncomeWithdrawAnswer } from './store-income-answers';
import { SOCIAL_PROVIDERS } from '../store-social';
import {
  socialBinding,
  storeApplyAnswer,
  storeAssets,
  storeDetail,
  storeDone,
  storePortfolio,
  storePortfolioAssets,
} from './store-answers';

const storeLike = () => s.object({ store: f.id() });
// Form text arrives loose and defaulted so the core checks (store-apply-form.ts) give each field its own message.
const formText = (max: number) => s.withDefault(s.string({ max }), '');

export const storeContract = defineContract('store', storeRoutes, {
  apply: { response: answer(storeApplyAnswer) },
  submitApply: {
    body: s.object({
      name: formText(100),
      introduction: formText(2000),
      avatar: formText(1000),
      qualification_no: formText(64),
      agreement: s.withDefault(s.bool(), false),
    }),
    response: answer(storeApplyAnswer),
  },
  assetsMine: { response: answer(storeAssets) },
  incomeMine: { response: answer(storeIncomeMine) },
  portfoliosAssets: { response: answer(storePortfolioAssets) },
  incomePortfolio: { query: s.object({ store_portfolio_id: f.id(), page: f.page(), page_size: f.pageSize(20, 100) }), response: answer(storeIncomePortfolioDetail) },
  detail: { response: answer(storeDetail) },
  update: {
    body: s.object({ description: formText(2000), name: s.optional(s.string({ max: 100 })), avatar: s.optional(s.string({ max: 1000 })) }),
    response: answer(storeDetail),
  },
  portfolios: { query: s.object({ store_id: s.optional(f.id()), page: f.page(), page_size: f.pageSize(20, 100) }), response: answer(w.page(storePortfolio)) },
  portfolio: { response: answer(storePortfolio) },
  portfoliosRecommend: { query: pageQuery(10), response: answer(w.page(storePortfolio)) },
  portfoliosMine: { response: answer(w.list(storePortfolio)) },
  mine: { response: answer(storeDetail) },
  /** An empty account removes the binding. */
  socialBindings: { body: s.object({ provider: s.enum(SOCIAL_PROVIDERS), account: formText(200) }), response: answer(w.list(socialBinding)) },
  like: { body: storeLike(), response: answer(storeDone) },
  unlike: { body: storeLike(), response: answer(storeDone) },
  sortPortfolios: { body: s.object({ store_id: f.id(), portfolio_ids: s.array(f.id(), { min: 1, max: 100 }) }), response: answer(storeDone) },
  // Store income pays into the wallet (the wallet withdraws to a card); the trade password guards it.
  withdrawIncome: { body: s.object({ amount: f.amount(), password: f.tradePassword() }), response: answer(storeIncomeWithdrawAnswer) },
  incomeWithdrawals: { query: pageQuery(20), response: answer(w.page(storeIncomeWithdrawalRow)) },
  // The fee rate is the portfolio's when one is named, else the annual ratio given ('0.005' for 0.5%).
  incomeForecast: {
    body: s.object({ amount: f.amount(), store_portfolio_id: s.optional(f.id()), fare_ratio: s.optional(s.decimal({ dp: 6, min: '0', max: '0.1' })) }),
    response: answer(storeIncomeForecastAnswer),
  },
});
