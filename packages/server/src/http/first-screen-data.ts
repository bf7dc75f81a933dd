// What the prerendered first screens show, read through the market read cache under the URLs the app
// itself asks for: a repeat costs a map lookup, and the app's own first calls then find the answer ready.
import { CONTRACT, buildUrl, type QueryInput, type Wire } from '@fund/core/api';
import { DEFAULT_FUND_TAB, DEFAULT_FUND_TAB_FILTERS, defaultSortFor, fundTabQuery, type FundSortOption } from '@fund/core/fund';
import { readIndexQuote, type IndexQuote } from '@fund/core/market';
import type { FirstScreenPage } from '@fund/core/navigation';
import { CALL_DEFAULTS, PAGER_PAGE_SIZE, PAGE_SIZE } from '@fund/core/pager';
import type { FastifyInstance } from 'fastify';
import * as funds from '../modules/fund/funds-service';
import { marketFundIndex } from '../modules/fund/fund-index';
import * as feed from '../modules/research/feed/feed-service';
import { recommendedIndexes } from '../modules/research/indexes/index-service';
import type { JsonText } from './json-text';
import { marketAnswer } from './market-read';

export type FirstScreenData =
  | { kind: 'home'; indexes: IndexQuote[]; funds: Wire.FundRow[]; headlines: Wire.Status[] }
  | { kind: 'fundDetail'; fund: Wire.FundDetail }
  | { kind: 'fundList'; sort: FundSortOption; funds: Wire.FundRow[] };

/** The answer at the API URL the app builds for this call; `T` is that call's answer type (parsed if the call answers JSON text). */
async function read<T>(app: FastifyInstance, path: string, params: Record<string, string> | undefined, query: QueryInput | undefined, load: () => Promise<T | JsonText<T>>): Promise<T> {
  return (await marketAnswer(app, buildUrl('', path, params, query), load)).value as T;
}

// A market with nothing to show (a fresh database) gets no first screen: the app's own empty page is the truth.
async function home(app: FastifyInstance): Promise<FirstScreenData | null> {
  const { db } = app.database;
  const headlineQuery = { page: 1, page_size: PAGE_SIZE.headlineFeed };
  const [indexRows, recommended, headlines] = await Promise.all([
    read(app, CONTRACT.indexes.recommend.path, undefined, undefined, () => recommendedIndexes(db)),
    read(app, CONTRACT.funds.recommend.path, undefined, CALL_DEFAULTS.recommendedFunds, () => funds.rankedFunds(db, 'recommend_rank', CALL_DEFAULTS.recommendedFunds)),
    // The feed is not a market read: its route never serves this entry; the prerender keeps it for the
    // market day like the rest, and the app's own call shows anything newer a moment later.
    read(app, CONTRACT.feed.recommend.path, undefined, headlineQuery, () => feed.recommend(db, headlineQuery, null)),
  ]);
  if (recommended.results.length === 0 && headlines.results.length === 0) return null;
  return {
    kind: 'home',
    indexes: indexRows.map((row) => readIndexQuote(row)).filter((q): q is IndexQuote => q !== null),
    funds: recommended.results,
    headlines: headlines.results,
  };
}

async function fundDetail(app: FastifyInstance, code: string): Promise<FirstScreenData | null> {
  try {
    const fund = await read(app, CONTRACT.funds.introduction.path, { id: code }, undefined, () => funds.fundDetail(() => marketFundIndex(app), code));
    return { kind: 'fundDetail', fund };
  } catch {
    // Not a fund (a stock, an index, an unknown code): the app finds out what it is.
    return null;
  }
}

async function fundList(app: FastifyInstance): Promise<FirstScreenData | null> {
  const sort = defaultSortFor(DEFAULT_FUND_TAB);
  // The query exactly as the fund list page builds its first page's call.
  const query = { ...fundTabQuery(DEFAULT_FUND_TAB, sort, DEFAULT_FUND_TAB_FILTERS), page: 1, page_size: PAGER_PAGE_SIZE };
  const page = await read(app, CONTRACT.funds.list.path, undefined, query, () => funds.fundList(() => marketFundIndex(app), query));
  return page.results.length === 0 ? null : { kind: 'fundList', sort, funds: page.results };
}

export function firstScreenData(app: FastifyInstance, page: FirstScreenPage): Promise<FirstScreenData | null> {
  if (page.kind === 'home') return home(app);
  if (page.kind === 'fundDetail') return fundDetail(app, page.code);
  return fundList(app);
}
