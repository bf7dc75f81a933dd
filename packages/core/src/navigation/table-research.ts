// Manager, diagnosis, quant, search and feed routes (spec 02 §2).
import type { RouteSeed } from './route-types';

export const RESEARCH_ROUTES: readonly RouteSeed[] = [
  { pattern: '/symbols/funds/managers/', area: 'managers', auth: 'guest', query: ['sort'] },
  { pattern: '/symbols/funds/managers/{id}/', area: 'managers', auth: 'guest', query: ['goodAtType'] },
  { pattern: '/symbols/funds/managers/question/', area: 'managers', auth: 'guest', query: ['again'] },
  { pattern: '/symbols/funds/managers/assess/', area: 'managers', auth: 'guest', query: ['options', 'assess'] },
  { pattern: '/symbols/funds/managers/assess/history', area: 'managers', auth: 'guest' },
  { pattern: '/symbols/funds/managers/card', area: 'managers', auth: 'guest', query: ['tags'] },
  { pattern: '/symbols/funds/managers/lists/', area: 'managers', auth: 'guest' },
  { pattern: '/symbols/funds/managers/lists/{id}/', area: 'managers', auth: 'guest' },
  { pattern: '/symbols/funds/managers/compare/list/', area: 'managers', auth: 'guest' },
  { pattern: '/symbols/funds/managers/compare/selector/', area: 'managers', auth: 'guest', query: ['managers', 'next'] },
  { pattern: '/symbols/funds/diagnosis/search', area: 'diagnosis', auth: 'guest', query: ['q'] },
  { pattern: '/symbols/funds/diagnosis/company', area: 'diagnosis', auth: 'guest' },
  { pattern: '/symbols/funds/diagnosis/optional', area: 'diagnosis', auth: 'guest' },
  { pattern: '/symbols/funds/diagnosis/detail/{symbol}/', area: 'diagnosis', auth: 'guest' },
  { pattern: '/symbols/funds/diagnosis/review/', area: 'diagnosis', auth: 'guest' },
  { pattern: '/symbols/funds/diagnosis/review/detail/{id}/', area: 'diagnosis', auth: 'guest' },
  { pattern: '/quant/{symbol}/analyse/', area: 'quant', auth: 'guest', query: ['factor_category'] },
  { pattern: '/quant/strategies/', area: 'quant', auth: 'guest' },
  { pattern: '/quant/industry_recommend/{id}', area: 'quant', auth: 'guest' },
  { pattern: '/search/', area: 'search', auth: 'guest', query: ['q'] },
  { pattern: '/statuses/{id}', area: 'feed', auth: 'guest' },
  { pattern: '/statuses/news/', area: 'feed', auth: 'guest' },
  { pattern: '/statuses/media/{id}/play/', area: 'feed', auth: 'guest', query: ['w'] },
];
