// Routes of our own features beyond the spec (issue 24): the spec's inventory does not list them, and
// api-list.test.ts keeps them apart from its 408 calls. Schemas: ./insights-contract.ts.
import { route } from '../../api/contract/route';

export const insightsRoutes = {
  /** XIRR, TWR and the behaviour gap of one held fund (fund_id) or of every fund held directly. */
  trueReturns: route('GET', '/insights/returns/'),
};
