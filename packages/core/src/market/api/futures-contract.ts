// Request schemas and answer types of the futures pages (spec 03 §7). Read only: no futures trading.
import { s } from '../../api/schema';
import { f } from '../../api/contract/common-fields';
import { answer, defineContract, res } from '../../api/contract/define-contract';
import { w } from '../../api/contract/answer-fields';
import { FUTURES_INCOME_DAYS, FUTURES_INCOME_DAYS_MAX, FUTURES_PRODUCT_TYPES, FUTURES_REVIEW_PAGE_SIZE } from '../futures-codes';
import { futuresAccount, futuresIncomeDays, futuresIncomeRealtime, futuresInstrument, futuresProduct, futuresProductDetail, futuresProductReviewsAnswer } from './futures-answers';
import { futuresRoutes } from './futures-routes';
import type { OkAnswer } from '../../api/contract/entities';

const productType = () => s.optional(s.enum(FUTURES_PRODUCT_TYPES));
/** Income of one linked account; without it, the default account's. */
const accountChoice = () => s.optional(f.id());

export const futuresContract = defineContract('futures', futuresRoutes, {
  accountsMine: { response: answer(w.list(futuresAccount)) },
  setDefaultAccount: { response: res<OkAnswer>() },
  products: { query: s.object({ product_type: productType() }), response: answer(w.list(futuresProduct)) },
  productReviews: {
    query: s.object({ product_id: s.optional(f.id()), page: f.page(), page_size: f.pageSize(FUTURES_REVIEW_PAGE_SIZE, 50) }),
    response: answer(futuresProductReviewsAnswer),
  },
  // product_type names the catalogue the id is in: a product of another type is not found.
  product: { query: s.object({ product_type: productType() }), response: answer(futuresProductDetail) },
  instrument: { response: answer(futuresInstrument) },
  incomeAnalyseRealtime: { query: s.object({ account_id: accountChoice() }), response: answer(futuresIncomeRealtime) },
  incomeAnalyseDay: {
    query: s.object({ account_id: accountChoice(), days: s.withDefault(s.int({ min: 1, max: FUTURES_INCOME_DAYS_MAX }), FUTURES_INCOME_DAYS) }),
    response: answer(futuresIncomeDays),
  },
});
