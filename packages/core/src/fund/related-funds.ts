// Funds shown beside a fund: the same-type list and the hot-traded list (5 each, spec 02 §9), and the
// fund tools a fund can be opened in (/symbols/tools_search/{id}/ picks the fund for the tool {id}).
import { PAGE_SIZE } from '../pager/page-sizes';
import { defaultFundSort } from './fund-classification';

export const RELATED_FUNDS_COUNT = PAGE_SIZE.diagnosisHotSameTypeFunds;

/** The list call for funds of the same subtype, ranked as that subtype's lists are; one extra row stands in for the fund itself. */
export function sameTypeFundsQuery(subtype: number): { type: string; sort: string; allow_trade: 1; page: 1; page_size: number } {
  return { type: String(subtype), sort: defaultFundSort(subtype), allow_trade: 1, page: 1, page_size: RELATED_FUNDS_COUNT + 1 };
}

/** The rows to show: the fund itself left out, at most 5. */
export function relatedFundRows<T extends { symbol: string }>(rows: readonly T[], selfSymbol: string): T[] {
  return rows.filter((r) => r.symbol !== selfSymbol).slice(0, RELATED_FUNDS_COUNT);
}

/** The fund tools that work on one fund, keyed by the id of /symbols/tools_search/{id}/. */
export const FUND_TOOLS = {
  potential: { title: '收益潜力', url: (symbol: string) => `/symbols/funds/potential/${symbol}/` },
  asset_forecast: { title: '资产预测', url: (symbol: string) => `/symbols/funds/asset_forecast/${symbol}/` },
  diagnosis: { title: '基金诊断', url: (symbol: string) => `/symbols/funds/diagnosis/detail/${symbol}/` },
  compare: {
    title: '基金对比',
    url: (symbol: string, abbrName: string) => `/symbols/funds/compare/?symbol=${encodeURIComponent(symbol)}&abbr_name=${encodeURIComponent(abbrName)}`,
  },
} as const;

export type FundToolId = keyof typeof FUND_TOOLS;

export function isFundToolId(id: string | undefined): id is FundToolId {
  return id !== undefined && Object.prototype.hasOwnProperty.call(FUND_TOOLS, id);
}

/** Where choosing a fund in a tool search leads; an unknown tool opens the fund itself. */
export function fundToolUrl(toolId: string | undefined, fund: { symbol: string; abbr_name: string }): string {
  return isFundToolId(toolId) ? FUND_TOOLS[toolId].url(fund.symbol, fund.abbr_name) : `/s/${fund.symbol}/`;
}

/** The tool's title for the search screen; null for an unknown tool. */
export function fundToolTitle(toolId: string | undefined): string | null {
  return isFundToolId(toolId) ? FUND_TOOLS[toolId].title : null;
}
