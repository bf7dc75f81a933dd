// Where each card leads: a spec URL filled from core's route table, so a card always opens a real page.
import { fillPattern } from '../navigation/pattern-match';
import { compiledPatternOf, routeForPattern } from '../navigation/route-table';
import { buildQuery, withQuery } from '../navigation/url-parts';
import type { CardTemplate } from './api/ai-answers';

/** The route each template opens; a card of a single record opens the record's own route instead. */
export const CARD_ROUTES = {
  asset_health: '/accounts/my_assets/',
  investment_risk: '/accounts/investment_risk/',
  status_follow: '/statuses/news/',
  symbol_follow: '/symbols/following/funds',
  fund: '/s/{symbol}/',
  holding: '/accounts/funds/{id}/',
  holdings: '/accounts/funds/',
  income: '/accounts/income/',
  trade: '/accounts/funds/trades/{id}/',
  trades: '/accounts/funds/trades/',
  plan: '/accounts/funds/fixed_investments/{id}/',
  plans: '/accounts/funds/fixed_investments/',
  fee: '/s/{symbol}/buy/',
  sell: '/s/{symbol}/sell/',
  compare: '/symbols/funds/comparison/detail/',
  bao: '/accounts/funds/bao/',
  faq: '/faq/',
  login: '/accounts/login/',
} as const;
export type CardRoute = keyof typeof CARD_ROUTES;

/** Templates that show the caller's own data: a guest gets the go-login template instead (spec 03 §6). */
export const PERSONAL_TEMPLATES: readonly CardTemplate[] = ['asset_health', 'investment_risk', 'status_follow', 'symbol_follow', 'holding', 'income', 'trade', 'plan', 'arrival'];

/** The spec URL of a route of the table with its path params and query; throws on a route the table lacks. */
export function cardLink(route: CardRoute, params: Record<string, string> = {}, query: Record<string, string> = {}): string {
  const def = routeForPattern(CARD_ROUTES[route]);
  if (def === null) throw new Error(`路由表没有 ${CARD_ROUTES[route]}`);
  const path = fillPattern(compiledPatternOf(def), params);
  if (path === null) throw new Error(`缺少路由参数：${CARD_ROUTES[route]}`);
  return withQuery(path, buildQuery(Object.entries(query)));
}

/** The login URL that returns to the chat afterwards. */
export function goLoginLink(): string {
  return cardLink('login', {}, { next: '/ai/chat/' });
}
