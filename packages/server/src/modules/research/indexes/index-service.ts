// Index reads: the paged list, the market's indexes, one index (or 404) with its PE/PB history, its tracking funds.
import type { Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { noData } from '../../common/not-found';
import { offsetOf, type PageRequest, toPage } from '../../common/paging';
import { countFunds, listFunds } from '../../fund/funds-repo';
import { toFundRow } from '../../fund/fund-mappers';
import { toIndexRow } from './index-mapper';
import { countIndexes, findIndexBySymbol, latestIndexValues, listIndexes, marketIndexes } from './index-repo';

// How much PE/PB history the valuation chart gets: about three years of trading days.
const PE_HISTORY_DAYS = 750;

export async function findIndex(db: Kysely<DB>, symbol: string | undefined) {
  const ix = symbol ? await findIndexBySymbol(db, symbol) : undefined;
  if (!ix) throw noData();
  return ix;
}

export async function indexPage(db: Kysely<DB>, page: PageRequest) {
  const total = await countIndexes(db);
  const rows = await listIndexes(db, page.page_size, offsetOf(page));
  return toPage(page, total, rows.map(toIndexRow));
}

/** The home page shows the market indexes (the three flagged ones). */
export async function recommendedIndexes(db: Kysely<DB>) {
  const rows = await marketIndexes(db);
  return rows.map(toIndexRow);
}

export async function peHistory(db: Kysely<DB>, symbol: string | undefined): Promise<Wire.IndexesPeIndexesAnswer> {
  const ix = await findIndex(db, symbol);
  const history = await latestIndexValues(db, ix.id, PE_HISTORY_DAYS);
  return { ...toIndexRow(ix), history: history.reverse() };
}

export async function trackingFunds(db: Kysely<DB>, symbol: string | undefined, page: PageRequest) {
  const ix = await findIndex(db, symbol);
  const filter = { indexId: ix.id };
  const [total, rows] = await Promise.all([countFunds(db, filter), listFunds(db, filter, { column: 'percent_year', direction: 'desc' }, page)]);
  return toPage(page, total, rows.map(toFundRow));
}
