// Request schemas and answer types of the futures pages (spec 03 §7).
import { s } from '../../schema';
import { defineContract, res } from '../define-contract';
import { futuresRoutes } from '../routes/futures-routes';
import type { JsonObject, OkAnswer } from '../entities';

const json = () => res<JsonObject>();

export const futuresContract = defineContract('futures', futuresRoutes, {
  accountsMine: { response: res<JsonObject[]>() },
  setDefaultAccount: { response: res<OkAnswer>() },
  products: { response: res<JsonObject[]>() },
  productReviews: { response: res<JsonObject[]>() },
  product: { query: s.object({ product_type: s.optional(s.string({ max: 32 })) }), response: json() },
  instrument: { response: json() },
  incomeAnalyseRealtime: { response: json() },
  incomeAnalyseDay: { response: json() },
});
