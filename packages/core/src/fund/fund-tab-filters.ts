// The funds tab's filters beyond the type tabs and the ranking: tradable funds only (the list call's
// allow_trade, on by default) and one fund company (company_id), chosen from the companies list.
import { FUND_FILTER_TEXTS } from '../research/fund-tools-texts';
import type { JsonObject } from '../api/contract/entities/common-types';
import { FUND_SORT_OPTIONS, fundListQuery, type FundListQuery, type FundSortOption } from './fund-list-view';
import { jsonObjects, jsonText } from '../market/market-json';

export interface CompanyChoice {
  id: number;
  name: string;
}

export interface FundTabFilters {
  onlyTradable: boolean;
  company: CompanyChoice | null;
}

export const DEFAULT_FUND_TAB_FILTERS: FundTabFilters = { onlyTradable: true, company: null };

export interface FundTabQuery extends FundListQuery {
  company_id?: number;
}

/** The list call's query for a tab, its ranking and the filters; company_id only when one is chosen. */
export function fundTabQuery(tabKey: string, sort: FundSortOption | null, filters: FundTabFilters): FundTabQuery {
  const base = fundListQuery(tabKey, sort, filters.onlyTradable);
  return filters.company === null ? base : { ...base, company_id: filters.company.id };
}

/** What the company filter shows: the chosen company, else 全部公司. */
export function companyFilterLabel(filters: FundTabFilters): string {
  return filters.company?.name ?? FUND_FILTER_TEXTS.allCompanies;
}

/** The sheet of companies: 全部公司 first, then the companies in the order given. */
export function companySheetItems(companies: readonly CompanyChoice[]): string[] {
  return [FUND_FILTER_TEXTS.allCompanies, ...companies.map((c) => c.name)];
}

/** The company a sheet index picks: null for 全部公司 (index 0) or an index out of range. */
export function companyAtSheetIndex(companies: readonly CompanyChoice[], index: number): CompanyChoice | null {
  return index <= 0 ? null : (companies[index - 1] ?? null);
}

export interface FundFilterConditions {
  /** The type choices: value is the list call's `type` ('all' or a subtype code). */
  types: { value: string; name: string }[];
  /** The rankings the server offers that the lists can show a column for, in the lists' order. */
  sorts: FundSortOption[];
}

/** /symbols/funds/filter_conditions/ as choices; a malformed answer offers 全部 and every known ranking. */
export function readFundFilterConditions(answer: JsonObject | null | undefined): FundFilterConditions {
  const types = jsonObjects(answer, 'types').flatMap((t) => {
    const value = jsonText(t, 'value');
    const name = jsonText(t, 'name');
    return value !== null && name !== null ? [{ value, name }] : [];
  });
  const offered = answer?.sorts;
  const sorts = Array.isArray(offered) ? FUND_SORT_OPTIONS.filter((o) => offered.includes(o.sort)) : [];
  return {
    types: types.length > 0 ? types : [{ value: 'all', name: '全部' }],
    sorts: sorts.length > 0 ? sorts : [...FUND_SORT_OPTIONS],
  };
}
