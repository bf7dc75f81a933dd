// The route sweep's inputs: the pages src/app.config.ts declares (read now, so pages added later are
// covered), and each spec route's URL with its path params taken from the demo market.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES, type RouteDef } from '@fund/core/navigation';
import type { DemoIds } from './demo-ids';

const APP_CONFIG = path.resolve(__dirname, '../../src/app.config.ts');

/** Page paths ('symbols/fund-detail/index') listed in src/app.config.ts: main pages and every subpackage's. */
export function declaredPages(source = readFileSync(APP_CONFIG, 'utf8')): Set<string> {
  const quoted = (list: string) => [...list.matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '');
  const pages = new Set<string>();
  const main = /^\s*pages:\s*\[([^\]]*)\]/m.exec(source);
  if (main?.[1]) quoted(main[1]).forEach((p) => pages.add(p));
  for (const sub of source.matchAll(/root:\s*'([^']+)'\s*,\s*pages:\s*\[([^\]]*)\]/g)) {
    quoted(sub[2] ?? '').forEach((p) => pages.add(`${sub[1]}/${p}`));
  }
  return pages;
}

/** The areas of issues 7-9 whose screens must show content when opened. */
export const ISSUE_8_AREAS = ['market', 'funds', 'indexes', 'managers', 'diagnosis', 'quant', 'search', 'feed'] as const;
export const CONTENT_AREAS: readonly string[] = [
  ...ISSUE_8_AREAS,
  'accounts',
  'bank_cards',
  'risk',
  'holdings',
  'trading',
  'cash_treasure',
  'fixed_investment',
  'coins',
  'other',
  'futures',
];

/** A file name for the route's screenshot. */
export function slugOf(route: RouteDef): string {
  return route.page.replace(/\/index$/, '').replace(/\//g, '-');
}

type Fill = (ids: DemoIds) => Record<string, string>;

const fund: Fill = (ids) => ({ symbol: ids.fundSymbol });
const stock: Fill = (ids) => ({ symbol: ids.stockSymbol });
const placeholder: Fill = () => ({ id: '1' });
const heldPortfolio: Fill = (ids) => ({ id: ids.portfolioId });

/** Path params by pattern where a default by param name would be wrong. */
const BY_PATTERN: Readonly<Record<string, Fill>> = {
  '/s/{symbol}/holders_analyse/': stock,
  '/s/{symbol}/holders_atlas/': stock,
  '/s/{symbol}/holders_shares_history/{id}/': (ids) => ({ symbol: ids.stockSymbol, id: ids.shareholderId }),
  '/s/{symbol}/block_trades/': stock,
  '/s/{symbol}/similar_k_line/': stock,
  '/s/{symbol}/{id}/sell/': (ids) => ({ symbol: ids.portfolioFundSymbol, id: ids.portfolioId }),
  '/accounts/funds/portfolios/trades/{id}/': (ids) => ({ id: ids.portfolioTradeId }),
  '/accounts/portfolio/service_report/records/{id}': (ids) => ({ id: ids.serviceReportId }),
  '/s/{symbol}/fixed_investment/{id}/': (ids) => ({ symbol: ids.fundSymbol, id: ids.planId }),
  '/symbols/funds_{type}/': () => ({ type: 'gp' }),
  '/symbols/funds/companies/{id}/': (ids) => ({ id: ids.companyId }),
  '/symbols/funds/potential/{id}/': (ids) => ({ id: ids.fundSymbol }),
  '/symbols/funds/asset_forecast/{id}/': (ids) => ({ id: ids.fundSymbol }),
  '/symbols/tools_search/{id}/': () => ({ id: 'potential' }),
  '/symbols/shareholders/{id}/': (ids) => ({ id: ids.shareholderId }),
  '/symbols/markets/cn/sect/{id}/': (ids) => ({ id: ids.sectorId }),
  '/symbols/indexes/{id}': (ids) => ({ id: ids.indexSymbol }),
  '/symbols/sectors/{id}/': (ids) => ({ id: ids.sectorId }),
  '/symbols/funds/managers/{id}/': (ids) => ({ id: ids.managerId }),
  '/symbols/funds/managers/lists/{id}/': (ids) => ({ id: ids.managerListId }),
  '/symbols/funds/diagnosis/review/detail/{id}/': (ids) => ({ id: ids.diagnosisId }),
  '/quant/{symbol}/analyse/': stock,
  '/quant/industry_recommend/{id}': (ids) => ({ id: ids.industryId }),
  '/statuses/{id}': (ids) => ({ id: ids.statusId }),
  '/statuses/media/{id}/play/': (ids) => ({ id: ids.mediaStatusId }),
  '/accounts/bank_cards/detail/{id}/': (ids) => ({ id: ids.bankCardId }),
  '/accounts/funds/fixed_investments/{id}/': (ids) => ({ id: ids.planId }),
  '/accounts/funds/trades/{id}/': (ids) => ({ id: ids.tradeId }),
  // The owner's pages open on the sweep investor's own store and portfolio.
  '/store/portfolios/{id}/manage/': (ids) => ({ id: ids.ownPortfolioId }),
  '/store/portfolios/{id}/assets/': (ids) => ({ id: ids.ownPortfolioId }),
  // The demo futures catalogue: its first product and a seeded contract.
  '/futures/products/{id}/': placeholder,
  '/futures/instruments/{id}/': () => ({ id: 'rb2601' }),
};

/** Queries a screen needs to show anything (the spec's own examples). */
const QUERY_BY_PATTERN: Readonly<Record<string, (ids: DemoIds) => Record<string, string>>> = {
  '/symbols/funds/comparison/detail/': (ids) => ({ symbolA: ids.fundSymbol, symbolB: ids.otherFundSymbol }),
  '/symbols/funds/compare/': (ids) => ({ symbol: ids.fundSymbol }),
  '/symbols/funds/opinions/': (ids) => ({ name: ids.topicCode }),
  '/symbols/fund_styles/info': (ids) => ({ asset_type: ids.styleAssetType, style_type: ids.styleType }),
  '/symbols/fund_styles/monthly_overview': (ids) => ({ asset_type: ids.styleAssetType, style_type: ids.styleType }),
  '/statuses/media/{id}/play/': () => ({ w: '900' }),
  '/futures/products/{id}/': () => ({ product_type: 'collective' }),
  '/p/{id}/buy/proposal/': (ids) => ({ bankCardId: ids.bankCardId, amount: '1000.00', isBao: '0' }),
  '/p/{id}/sell/proposal/': (ids) => ({ bankCardId: ids.bankCardId, amount: '100.00' }),
  '/p/{id}/rebalance_proposal/': (ids) => ({ bankCardId: ids.bankCardId }),
  '/p/{id}/rebalance_compare/': (ids) => ({ bankCardId: ids.bankCardId }),
  '/portfolio/position_adjustments/': (ids) => ({ portfolio_id: ids.ownPortfolioId }),
  '/store/portfolios/settings/': (ids) => ({ store_id: ids.ownStoreId }),
  '/accounts/portfolios/pandoras_box_rebalance/': (ids) => ({ fund_portfolio_id: ids.portfolioId, bank_card_id: ids.bankCardId }),
  '/accounts/portfolio_rebalance_proposal_notification/': (ids) => ({ fund_portfolio_id: ids.portfolioId, bank_card_id: ids.bankCardId }),
};

function defaultParams(route: RouteDef, ids: DemoIds): Record<string, string> {
  if (route.pattern.startsWith('/accounts/funds/{id}/')) return { id: ids.holdingId };
  if (/^\/(p|accounts\/(funds\/funds_portfolios|portfolio))\b/.test(route.pattern)) return heldPortfolio(ids);
  if (/^\/(portfolio|store|accounts\/private_funds)\b/.test(route.pattern)) return placeholder(ids);
  return { ...fund(ids), id: ids.fundId };
}

/**
 * Routes about a record the demo account cannot have: the reference server sells no private funds, so these
 * open with a placeholder id and must answer 404 with a message the screen shows
 * (its error or empty view), never a crash or an endless spinner.
 */
export function opensAbsentRecord(route: RouteDef): boolean {
  return (
    /^\/accounts\/private_funds\/\{id\}\//.test(route.pattern)
  );
}

export interface SweepUrl {
  label: string;
  url: string;
}

/** The spec URLs to open for a route: one per parameter set (a fund detail also as a money fund). */
export function sweepUrls(route: RouteDef, ids: DemoIds): SweepUrl[] {
  const params = (BY_PATTERN[route.pattern] ?? ((i: DemoIds) => defaultParams(route, i)))(ids);
  const fill = (p: Record<string, string>) => route.pattern.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(p[name] ?? ''));
  const query = new URLSearchParams(QUERY_BY_PATTERN[route.pattern]?.(ids) ?? {}).toString();
  const urls = [{ label: route.pattern, url: fill(params) + (query ? `?${query}` : '') }];
  if (route.pattern === '/s/{symbol}/') urls.push({ label: `${route.pattern} (money fund)`, url: fill({ symbol: ids.moneyFundSymbol }) });
  return urls;
}

export interface RoutePartition {
  declared: RouteDef[];
  /** Routes of the issue-8 areas whose page is not in src/app.config.ts yet. */
  missingIssue8: RouteDef[];
  /** Any other route without a page. */
  missingOther: RouteDef[];
}

export function partitionRoutes(pages: Set<string>): RoutePartition {
  const declared = ROUTES.filter((r) => pages.has(r.page));
  const missing = ROUTES.filter((r) => !pages.has(r.page));
  const issue8: readonly string[] = ISSUE_8_AREAS;
  return {
    declared,
    missingIssue8: missing.filter((r) => issue8.includes(r.area)),
    missingOther: missing.filter((r) => !issue8.includes(r.area)),
  };
}
