// Request schemas and answers of our own insights calls (issue 24).
import { s } from '../../api/schema';
import { f } from '../../api/contract/common-fields';
import { answer, defineContract } from '../../api/contract/define-contract';
import { RETURN_PERIOD_KEYS } from '../returns/return-periods';
import { insightsRoutes } from './insights-routes';
import { trueReturnsAnswer } from './insights-answers';

export const insightsContract = defineContract('insights', insightsRoutes, {
  trueReturns: {
    query: s.object({ period: s.withDefault(s.enum(RETURN_PERIOD_KEYS), 'all'), fund_id: s.optional(f.id()) }),
    response: answer(trueReturnsAnswer),
  },
});
