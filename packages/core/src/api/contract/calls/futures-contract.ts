// Request schemas and answer types of the futures pages (spec 03 §7).
import { s } from '../../schema';
import { answer, defineContract, res } from '../define-contract';
import { w } from '../answer-fields';
import { futuresAccount, futuresIncomeDays, futuresIncomeRealtime, futuresInstrument, futuresProduct, futuresProductDetail, futuresProductReview } from '../entities/member-answers';
import { futuresRoutes } from '../routes/futures-routes';
import type { OkAnswer } from '../entities';


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
