// Routes of the managers area (spec 02 §7): what the client ships. Schemas: ./managers-contract.ts.
import { route } from '../../api/contract/route';

export const managersRoutes = {
  list: route('GET', '/symbols/funds/managers/'),
  recommend: route('GET', '/symbols/funds/managers/recommend/', { cached: true }),
  detail: route('GET', '/symbols/funds/managers/{id}/'),
  achivements: route('GET', '/symbols/funds/managers/{id}/achivements/'),
  following: route('GET', '/symbols/funds/managers/following/', { cached: true }),
  lists: route('GET', '/symbols/funds/managers/lists/'),
  listDetail: route('GET', '/symbols/funds/managers/lists/{id}/'),
  filterConditions: route('GET', '/symbols/funds/managers/filter_conditions/', { cached: true }),
  assess: route('GET', '/symbols/funds/managers/assess/'),
  indexHistory: route('GET', '/symbols/funds/managers/{id}/index_history/'),
  indexHistoryRelative: route('GET', '/symbols/funds/managers/{id}/index_history_relative/'),
  follow: route('POST', '/symbols/funds/managers/{id}/follow/'),
  unfollow: route('POST', '/symbols/funds/managers/{id}/unfollow/'),
  assessQuestions: route('GET', '/promotion/assess_question/'),
};
