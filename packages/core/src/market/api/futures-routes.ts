// Routes of the futures area (spec 03 §7): what the client ships. Schemas: ./futures-contract.ts.
import { route } from '../../api/contract/route';

export const futuresRoutes = {
  accountsMine: route('GET', '/futures/accounts/mine/'),
  setDefaultAccount: route('POST', '/futures/accounts/{id}/set_default/'),
  products: route('GET', '/futures/products/'),
  productReviews: route('GET', '/futures/product_reviews/'),
  product: route('GET', '/futures/products/{id}/'),
  instrument: route('GET', '/futures/instruments/{id}/'),
  incomeAnalyseRealtime: route('GET', '/futures/income_analyse/realtime/'),
  incomeAnalyseDay: route('GET', '/futures/income_analyse/day/'),
};
