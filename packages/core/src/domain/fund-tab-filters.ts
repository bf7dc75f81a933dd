// The funds tab's filters beyond the type tabs and the ranking: tradable funds only (the list call's
// allow_trade, on by default) and one fund company (company_id), chosen from the companies list.
import { FUND_FILTER_TEXTS } from '../constants/fund-tools-texts';
import { fundListQuery, type FundListQuery, type FundSortOption } from './fund-list-view';

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
