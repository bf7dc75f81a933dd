// The market index: every fund's list row in memory with its place in each list order, built once per
// market day from one ranked read (funds-repo allFundsRanked) and dropped with the market read cache
// (it is an entry of it), so a NAV publication or import that clears the cache rebuilds it on the next
// read. The fund list, search and detail are then answered without the database: at 20,000 funds a
// count, an offset walk and a row per fund cost PostgreSQL more than the whole answer costs from here.
import type { Wire } from '@fund/core/api';
import type { FastifyInstance } from 'fastify';
import { marketKey } from '../../http/market-read';
import { offsetOf, type PageRequest } from '../common/paging';
import type { Sort } from '../common/sorting';
import { type FundRecord, toFundRow } from './fund-mappers';
import { allFundsRanked, FUND_SORT_COLUMNS, type FundSortColumn, type RankedFundRecord } from './funds-repo';

/** The filters the index answers (the list's and search's); the same meaning as funds-repo's FundFilter. */
export interface IndexFilter {
  allowTradeOnly?: boolean;
  stypes?: number[];
  companyId?: number;
  /** Code or name contains this text (as SQL's LIKE '%text%': case kept). */
  q?: string;
}

export interface FundIndex {
  bySymbol(symbol: string): FundRecord | undefined;
  page(filter: IndexFilter, sort: Sort<FundSortColumn>, page: PageRequest): { total: number; rows: Wire.FundRow[] };
  /** The same page with its rows as JSON text ('{…},{…}'): each row serialised once, on its first page. */
  pageText(filter: IndexFilter, sort: Sort<FundSortColumn>, page: PageRequest): { total: number; rows: string };
}

export function buildFundIndex(ranked: RankedFundRecord[]): FundIndex {
  const n = ranked.length;
  const rows = ranked.map((f) => toFundRow(f));
  const rowTexts: Array<string | undefined> = new Array(n);
  const rowText = (i: number): string => (rowTexts[i] ??= JSON.stringify(rows[i]));
  const symbols = new Map(ranked.map((f) => [f.symbol, f as FundRecord]));
  // What the filters read, in flat arrays: a row object of ~90 columns is slow to read 20,000 times.
  const codes = ranked.map((f) => f.code);
  const names = ranked.map((f) => f.abbr_name);
  const tradable = Uint8Array.from(ranked, (f) => (f.allow_trade ? 1 : 0));
  const stypes = Int32Array.from(ranked, (f) => f.symbol_stype);
  const companies = Int32Array.from(ranked, (f) => f.company_id);
  // Per order (`a_<column>` / `d_<column>`): the funds in it, and each fund's place in it.
  const orders = new Map<string, Int32Array>();
  const places = new Map<string, Int32Array>();
  for (const column of FUND_SORT_COLUMNS) {
    for (const dir of ['a', 'd'] as const) {
      const order = new Int32Array(n);
      const place = new Int32Array(n);
      ranked.forEach((f, i) => {
        place[i] = f[`${dir}_${column}`] - 1;
        order[place[i]] = i;
      });
      orders.set(`${dir}_${column}`, order);
      places.set(`${dir}_${column}`, place);
    }
  }

  // Codes and names in one string ('code\tname' per fund, '\n' between), so a search is a few indexOf
  // calls over it rather than 40,000 includes; `starts` maps a place in it back to its fund.
  const haystack = ranked.map((f) => `${f.code}\t${f.abbr_name}`).join('\n');
  const starts = new Int32Array(n + 1);
  for (let i = 0, at = 0; i < n; i += 1) {
    starts[i] = at;
    at += ranked[i]!.code.length + ranked[i]!.abbr_name.length + 2;
  }
  starts[n] = haystack.length + 1;

  /** Funds whose code or name contains `q`, in index order. */
  function containing(q: string): number[] {
    const hits: number[] = [];
    if (/[\t\n]/.test(q)) {
      for (let i = 0; i < n; i += 1) if (codes[i]!.includes(q) || names[i]!.includes(q)) hits.push(i);
      return hits;
    }
    for (let at = haystack.indexOf(q); at >= 0; ) {
      let lo = 0;
      let hi = n;
      while (hi - lo > 1) {
        const mid = (lo + hi) >> 1;
        if (starts[mid]! <= at) lo = mid;
        else hi = mid;
      }
      hits.push(lo);
      at = haystack.indexOf(q, starts[lo + 1]);
    }
    return hits;
  }

  function matcher(filter: IndexFilter): ((i: number) => boolean) | null {
    const { allowTradeOnly, companyId } = filter;
    const types = filter.stypes && filter.stypes.length > 0 ? new Set(filter.stypes) : null;
    if (!allowTradeOnly && !types && companyId === undefined) return null;
    return (i) => (!allowTradeOnly || tradable[i] === 1) && (!types || types.has(stypes[i]!)) && (companyId === undefined || companies[i] === companyId);
  }

  /** The funds on the page (indexes into `rows`) and how many the filter keeps. */
  function pageOf(filter: IndexFilter, sort: Sort<FundSortColumn>, req: PageRequest): { total: number; picked: number[] } {
    const key = `${sort.direction === 'desc' ? 'd' : 'a'}_${sort.column}`;
    const order = orders.get(key)!;
    const from = offsetOf(req);
    const to = from + req.page_size;
    const matches = matcher(filter);
    if (filter.q) {
      // A search matches few funds: those, filtered, put in the order by their place in it.
      const place = places.get(key)!;
      const hits = containing(filter.q).filter((i) => matches === null || matches(i)).sort((x, y) => place[x]! - place[y]!);
      return { total: hits.length, picked: hits.slice(from, to) };
    }
    if (matches === null) return { total: n, picked: Array.from(order.subarray(from, to)) };
    // One walk in the page's order: the page's rows on the way, the count at the end.
    const picked: number[] = [];
    let total = 0;
    for (let k = 0; k < n; k += 1) {
      const i = order[k]!;
      if (!matches(i)) continue;
      if (total >= from && total < to) picked.push(i);
      total += 1;
    }
    return { total, picked };
  }

  return {
    bySymbol: (symbol) => symbols.get(symbol),
    page(filter, sort, req) {
      const { total, picked } = pageOf(filter, sort, req);
      return { total, rows: picked.map((i) => rows[i]!) };
    },
    pageText(filter, sort, req) {
      const { total, picked } = pageOf(filter, sort, req);
      return { total, rows: picked.map(rowText).join(',') };
    },
  };
}

/** Cache key of the index in the market read cache (URLs start with '/', so no answer shares it). */
const INDEX_KEY = 'fund-index';

/** The node's market index for today, built on first use after each publication. */
export function marketFundIndex(app: FastifyInstance): Promise<FundIndex> {
  return app.marketCache.get(marketKey(app, INDEX_KEY), async () => buildFundIndex(await allFundsRanked(app.database.db)));
}
