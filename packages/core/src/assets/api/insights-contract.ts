// Request schemas and answers of our own insights calls (issue 24).
import { s } from '../../api/schema';
import { f } from '../../api/contract/common-fields';
import { answer, defineContract } from '../../api/contract/define-contract';
import { RETURN_PERIOD_KEYS } from '../returns/return-periods';
import { insightsRoutes } from './insights-routes';
import { INSIGHTS_MESSAGES as M } from '../certainty/certainty-texts';
import { incomeSplitAnswer, moneyCalendarAnswer, navStatusAnswer, sentMessagesAnswer, subscribedAnswer, trueReturnsAnswer } from './insights-answers';
import { SUBSCRIBE_TOPICS } from '../money-calendar/subscribe-messages';

const date = () => s.string({ pattern: /^\d{4}-\d{2}-\d{2}$/, message: M.badDate });

export const insightsContract = defineContract('insights', insightsRoutes, {
  trueReturns: {
    // At most one of fund_id, plan_id and portfolio_id (none: every fund held directly); the server refuses two.
    query: s.object({ period: s.withDefault(s.enum(RETURN_PERIOD_KEYS), 'all'), fund_id: s.optional(f.id()), plan_id: s.optional(f.id()), portfolio_id: s.optional(f.id()) }),
    response: answer(trueReturnsAnswer),
  },
  navStatus: { response: answer(navStatusAnswer) },
  // Without a date: the latest day with income, the one my assets shows as 昨日收益.
  incomeSplit: { query: s.object({ date: s.optional(date()) }), response: answer(incomeSplitAnswer) },
  // Without a month: this one. A year back to two months ahead (month-range.ts); others are refused.
  calendar: { query: s.object({ month: s.optional(s.string({ pattern: /^\d{4}-\d{2}$/, message: M.badMonth })) }), response: answer(moneyCalendarAnswer) },
  // The topics the mini program's requestSubscribeMessage accepted; the set replaces the earlier one.
  subscribeMessages: { body: s.object({ topics: s.array(s.enum(SUBSCRIBE_TOPICS), { max: SUBSCRIBE_TOPICS.length }) }), response: answer(subscribedAnswer) },
  devSubscribeMessages: { response: answer(sentMessagesAnswer) },
});
