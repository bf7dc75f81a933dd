// Schemas and answers of the store calls outside the spec inventory (see ./store-extras-routes.ts).
import { s } from '../../api/schema';
import { pageQuery } from '../../api/contract/common-fields';
import { answer, defineContract } from '../../api/contract/define-contract';
import { w } from '../../api/contract/answer-fields';
import { storeExtrasRoutes } from './store-extras-routes';
import { socialBinding, storeApplyAnswer, storeApplyReview, storeRow } from './store-answers';

export const storeExtrasContract = defineContract('storeExtras', storeExtrasRoutes, {
  following: { query: pageQuery(20), response: answer(w.page(storeRow)) },
  socialBindingsList: { response: answer(w.list(socialBinding)) },
  reviewApplies: { query: pageQuery(20), response: answer(w.page(storeApplyReview)) },
  approveApply: { response: answer(storeApplyReview) },
  rejectApply: { body: s.object({ reason: s.withDefault(s.string({ max: 200 }), '') }), response: answer(storeApplyReview) },
  devApproveMine: { response: answer(storeApplyAnswer) },
});
