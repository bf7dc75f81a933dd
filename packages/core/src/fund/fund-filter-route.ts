// /symbols/funds_{type}/ as a list query: which subtypes the route's type (or its fund_type) names,
// the ranking, and whether untradable funds are included. The spec's other filter keys (a, c, i, h,
// s, df, dt) have no counterpart in the list call and are not sent.
import { FUND_SORT_DEFAULTS, FundSubtype, INDEX_FUND_TYPE_CODE } from './fund-codes';
import { FUND_SORT_OPTIONS, MONEY_FUND_SORT, type FundListQuery, type FundSortOption } from './fund-list-view';
import { defaultFundSort, fundSubtypeText } from './fund-classification';

/** The short type codes of fund routes (pinyin initials, as the index-fund route's 'zs'). */
export const FUND_TYPE_CODES: Readonly<Record<string, FundSubtype>> = {
  gp: FundSubtype.Stock,
  hh: FundSubtype.Mixed,
  zq: FundSubtype.Bond,
  [INDEX_FUND_TYPE_CODE]: FundSubtype.Index,
  bb: FundSubtype.CapitalProtected,
  qdii: FundSubtype.Qdii,
  hb: FundSubtype.Money,
  lc: FundSubtype.WealthManagement,
  fof: FundSubtype.Fof,
};

const KNOWN: readonly number[] = Object.values(FundSubtype);

/** Subtype codes named by a type: 'all', a short code, or subtype numbers joined by commas; null if unknown. */
export function fundTypeSubtypes(type: string | undefined): number[] | null {
  const t = (type ?? '').trim().toLowerCase();
  if (t === '' || t === 'all') return [];
  const short = FUND_TYPE_CODES[t];
  if (short !== undefined) return [short];
  const codes = t.split(',').map(Number);
  return codes.every((c) => KNOWN.includes(c)) ? codes : null;
}

export interface FundFilterParams {
  type?: string;
  fund_type?: string;
  sort?: string;
  allow_trade?: string;
}

export interface FundFilterView {
  query: FundListQuery;
  /** The period column the rows show: the one ranked by, else the year. */
  sortOption: FundSortOption;
  /** The screen title: the one subtype's name, else empty (the page keeps its own). */
  title: string;
  /** Whether the route's type names fund types at all (funds_nosuch names none: the page says it does not exist). */
  known: boolean;
}

/** The list query of a filtered fund route; an unknown type lists every fund. */
export function fundFilterView(params: FundFilterParams): FundFilterView {
  // fund_type, when the route carries one, says more than the path's type.
  const named = (params.fund_type ? fundTypeSubtypes(params.fund_type) : null) ?? fundTypeSubtypes(params.type);
  const subtypes = named ?? [];
  const only = subtypes.length === 1 ? subtypes[0] : undefined;
  const options = [MONEY_FUND_SORT, ...FUND_SORT_OPTIONS];
  const requested = options.find((o) => o.sort === params.sort);
  const fallbackSort: string = only === undefined ? FUND_SORT_DEFAULTS.fundListCall : defaultFundSort(only);
  const sortOption: FundSortOption = requested ?? options.find((o) => o.sort === fallbackSort) ?? (FUND_SORT_OPTIONS[0] as FundSortOption);
  return {
    query: { type: subtypes.length === 0 ? 'all' : subtypes.join(','), sort: sortOption.sort, allow_trade: params.allow_trade === '0' ? 0 : 1 },
    sortOption,
    title: only === undefined ? '' : fundSubtypeText(only),
    known: named !== null,
  };
}
