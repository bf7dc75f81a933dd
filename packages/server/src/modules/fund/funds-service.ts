// Rules of the funds reads: which list filters mean what, sort whitelists, paging.
import { CONTRACT, type Infer, type Wire } from '@fund/core/api';
import { FundSubtype } from '@fund/core/fund';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { validationFailed } from '../../http/api-error';
import { JsonText } from '../../http/json-text';
import { pageJson, toPage } from '../common/paging';
import { noData } from '../common/not-found';
import { parseSort } from '../common/sorting';
import { toFundDetail, toFundRow } from './fund-mappers';
import type { FundIndex, IndexFilter } from './fund-index';
import * as repo from './funds-repo';

type ListQuery = Infer<typeof CONTRACT.funds.list.query>;
type PageQuery = { page: number; page_size: number };

export const BAD_FUND_TYPE_MESSAGE = '不支持的基金类型';
const KNOWN_STYPES: readonly number[] = Object.values(FundSubtype);

/** `type`: 'all', or subtype codes joined by commas ('306' money, '302,306' bond and money). */
export function parseFundTypes(type: string): number[] | undefined {
  if (type === 'all' || type === '') return undefined;
  const codes = type.split(',').map((t) => Number(t));
  if (codes.some((c) => !KNOWN_STYPES.includes(c))) throw validationFailed({ type: [BAD_FUND_TYPE_MESSAGE] });
  return codes;
}

/** A page of the fund list as its JSON text: each row's text is kept in the index, so a page is a join. */
export async function fundList(market: () => Promise<FundIndex>, q: ListQuery): Promise<JsonText<Wire.Page<Wire.FundRow>>> {
  const filter: IndexFilter = { allowTradeOnly: q.allow_trade === 1, stypes: parseFundTypes(q.type), companyId: q.company_id };
  const sort = parseSort(q.sort, repo.FUND_SORT_COLUMNS);
  const { total, rows } = (await market()).pageText(filter, sort, q);
  return new JsonText(pageJson(q, total, rows));
}

export async function rankedFunds(db: Kysely<DB>, rank: 'recommend_rank' | 'hot_rank', page: PageQuery): Promise<Wire.Page<Wire.FundRow>> {
  const [total, rows] = await Promise.all([repo.countRanked(db, rank), repo.fundsRankedBy(db, rank, page)]);
  return toPage(page, total, rows.map(toFundRow));
}

export async function fundDetail(market: () => Promise<FundIndex>, symbol: string): Promise<Wire.FundDetail> {
  const fund = (await market()).bySymbol(symbol);
  if (!fund) throw noData();
  return toFundDetail(fund, false);
}

/** The detail as a viewer sees it: `followed` is theirs (a guest's follows live on the device). */
export async function withFollowed(db: Kysely<DB>, detail: Wire.FundDetail, viewerId: number | null): Promise<Wire.FundDetail> {
  if (viewerId === null) return detail;
  return { ...detail, followed: await repo.followsSymbol(db, viewerId, detail.symbol) };
}

export async function netHistory(db: Kysely<DB>, market: () => Promise<FundIndex>, symbol: string, page: PageQuery) {
  const fund = (await market()).bySymbol(symbol);
  if (!fund) throw noData();
  const { total, results } = await repo.navPageJson(db, fund.id, page);
  return new JsonText<Wire.Page<Wire.NetValuePoint>>(pageJson(page, total, results));
}

export async function companies(db: Kysely<DB>, q: { sort: string; page: number; page_size: number }) {
  const sort = parseSort(q.sort, ['assets_total', 'estab_date'] as const);
  const [total, rows] = await Promise.all([repo.countCompanies(db), repo.listCompanies(db, sort, q)]);
  return toPage(q, total, rows);
}

export async function company(db: Kysely<DB>, id: number) {
  const row = await repo.findCompany(db, id);
  if (!row) throw noData();
  return row;
}
