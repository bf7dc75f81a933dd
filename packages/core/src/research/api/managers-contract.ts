// Request schemas and answer types of the fund-manager area (spec 02 §7).
import { s } from '../../api/schema';
import { f, pageQuery } from '../../api/contract/common-fields';
import { answer, defineContract, res } from '../../api/contract/define-contract';
import { managersRoutes } from './managers-routes';
import { managersAssessAnswer, managersFilterConditionsAnswer, managersListDetailAnswer, managersListsAnswer } from './research-answers';
import type { AchievementRank, FundManager, IndexPoint, OkAnswer, Page, RiskQuestion } from '../../api/contract/entities';

export const managersContract = defineContract('managers', managersRoutes, {
  list: { query: s.object({ page: f.page(), page_size: f.pageSize(20), sort: s.optional(s.string({ pattern: /^-?\w+$/ })), tags: s.optional(s.string({ max: 200 })) }), response: res<Page<FundManager>>() },
  recommend: { query: s.object({ page_size: f.pageSize(10) }), response: res<Page<FundManager>>() },
  detail: { query: s.object({ good_at_type: s.optional(s.string({ max: 16 })), include_index: s.withDefault(s.enum([0, 1]), 0) }), response: res<FundManager>() },
  achivements: { response: res<AchievementRank[]>() },
  following: { response: res<FundManager[]>() },
  lists: { response: answer(managersListsAnswer) },
  listDetail: { query: pageQuery(10), response: answer(managersListDetailAnswer) },
  filterConditions: { response: answer(managersFilterConditionsAnswer) },
  // The options of the assessment arrive as one query value.
  assess: { query: s.object({ options: s.optional(s.string({ max: 200 })) }), response: answer(managersAssessAnswer) },
  indexHistory: { response: res<IndexPoint[]>() },
  indexHistoryRelative: { response: res<IndexPoint[]>() },
  follow: { response: res<OkAnswer>() },
  unfollow: { response: res<OkAnswer>() },
  assessQuestions: { response: res<RiskQuestion[]>() },
});
