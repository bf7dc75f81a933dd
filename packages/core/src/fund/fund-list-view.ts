// The fund list screen's choices: which type tab, which period to rank by, and what the row shows.
// The screen only renders these; the query it sends and the column it shows come from here.
import { FUND_SORT_DEFAULTS, FundSubtype } from './fund-codes';
import { defaultFundSort, fundSubtypeText } from './fund-classification';

export interface FundListTab {
  key: string;
  label: string;
  /** The list call's `type`: 'all' or subtype codes joined by commas. */
  type: string;
  /** The subtype whose default sort applies; null for 全部. */
  subtype: number | null;
}

const tab = (subtype: number): FundListTab => ({ key: String(subtype), label: fundSubtypeText(subtype), type: String(subtype), subtype });

/** The tab the fund list opens on (全部): the page's first call and the server's prerender agree on it. */
export const DEFAULT_FUND_TAB = 'all';

export const FUND_LIST_TABS: readonly FundListTab[] = [
  { key: DEFAULT_FUND_TAB, label: '全部', type: 'all', subtype: null },
  tab(FundSubtype.Stock),
  tab(FundSubtype.Mixed),
  tab(FundSubtype.Bond),
  tab(FundSubtype.Index),
  tab(FundSubtype.Qdii),
  tab(FundSubtype.Money),
  tab(FundSubtype.Fof),
];

/** A rankable period and the row field that holds it. */
export interface FundSortOption {
  sort: string;
  field: PeriodField;
  label: string;
}

export type PeriodField =
  | 'percent_day'
  | 'percent_week'
  | 'percent_month'
  | 'percent_season'
  | 'percent_six_month'
  | 'percent_year'
  | 'percent_three_year'
  | 'year_yld';

export const FUND_SORT_OPTIONS: readonly FundSortOption[] = [
  { sort: '-percent_day', field: 'percent_day', label: '日涨幅' },
  { sort: '-percent_week', field: 'percent_week', label: '近1周' },
  { sort: '-percent_month', field: 'percent_month', label: '近1月' },
  { sort: '-percent_season', field: 'percent_season', label: '近3月' },
  { sort: '-percent_six_month', field: 'percent_six_month', label: '近6月' },
  { sort: '-percent_year', field: 'percent_year', label: '近1年' },
  { sort: '-percent_three_year', field: 'percent_three_year', label: '近3年' },
];

/** Money funds are compared by their 7-day annualised yield, not by price moves. */
export const MONEY_FUND_SORT: FundSortOption = { sort: '-year_yld', field: 'year_yld', label: '七日年化' };

export interface FundListQuery {
  type: string;
  sort: string;
  allow_trade: 0 | 1;
}

/** The tab's own ranking: the list call's default for 全部, the subtype's list default otherwise. */
export function defaultSortFor(tabKey: string): FundSortOption {
  const chosen = FUND_LIST_TABS.find((t) => t.key === tabKey) ?? FUND_LIST_TABS[0];
  const sort = chosen?.subtype == null ? FUND_SORT_DEFAULTS.fundListCall : defaultFundSort(chosen.subtype);
  return FUND_SORT_OPTIONS.find((o) => o.sort === sort) ?? (FUND_SORT_OPTIONS[0] as FundSortOption);
}

/** The options offered on a tab: money funds rank by yield first. */
export function sortOptionsFor(tabKey: string): readonly FundSortOption[] {
  return tabKey === String(FundSubtype.Money) ? [MONEY_FUND_SORT, ...FUND_SORT_OPTIONS] : FUND_SORT_OPTIONS;
}

export function fundListQuery(tabKey: string, sort: FundSortOption | null, onlyTradable = true): FundListQuery {
  const chosen: FundListTab = FUND_LIST_TABS.find((t) => t.key === tabKey) ?? (FUND_LIST_TABS[0] as FundListTab);
  return { type: chosen.type, sort: (sort ?? defaultSortFor(chosen.key)).sort, allow_trade: onlyTradable ? 1 : 0 };
}
