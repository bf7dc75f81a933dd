// Sectors of the demo market: the list (sorted) and one sector with its funds.
import type { Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { noData } from '../common/not-found';
import { parseSort } from '../common/sorting';
import { FUND_SORT_COLUMNS, listFunds } from '../fund/funds-repo';
import { toFundRow } from '../fund/fund-mappers';
import { SECTOR_SORT_COLUMNS, findSector, listSectors } from './market-repo';

const SECTOR_FUNDS = 20;

export async function sectors(db: Kysely<DB>, sortText: string | undefined): Promise<Wire.MarketSectorsAnswer> {
  const sort = parseSort(sortText ?? '-percent_day', SECTOR_SORT_COLUMNS);
  const rows = await listSectors(db, sort);
  return rows;
}

export async function sector(db: Kysely<DB>, id: number, sortText: string | undefined): Promise<Wire.MarketSectorAnswer> {
  const row = await findSector(db, id);
  if (!row) throw noData();
  const sort = parseSort(sortText ?? '-percent_day', FUND_SORT_COLUMNS);
  const funds = await listFunds(db, { sectorId: id }, sort, { page: 1, page_size: SECTOR_FUNDS });
  return { ...row, funds: funds.map(toFundRow) };
}
