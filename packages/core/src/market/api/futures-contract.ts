// Request schemas and answer types of the futures pages (spec 03 §7).
import { s } from '../../api/schema';
import { answer, defineContract, res } from '../../api/contract/define-contract';
import { w } from '../../api/contract/answer-fields';
import { futuresAccount, futuresIncomeDays, futuresIncomeRealtime, futuresInstrument, futuresProduct, futuresProductDetail, futuresProductReview } from '../../api/contract/entities/member-answers';
import { futuresRoutes } from './futures-routes';
import type { OkAnswer } from '../../api/contract/entities';


export const futuresContract = defineContract('futures', futuresRoutes, {
  accountsMine: { response: answer(w.list(futuresAccount)) },
  setDefaultAccount: { response: res<OkAnswer>() },
  products: { response: answer(w.list(futuresProduct)) },
  productReviews: { response: answer(w.list(futuresProductReview)) },
  product: { query: s.object({ product_type: s.optional(s.string({ max: 32 })) }), response: answer(futuresProductDetail) },
  instrument: { response: answer(futuresInstrument) },
  incomeAnalyseRealtime: { response: answer(futuresIncomeRealtime) },
  incomeAnalyseDay: { response: answer(futuresIncomeDays) },
});
