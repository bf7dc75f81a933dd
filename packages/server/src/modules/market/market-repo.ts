// SQL of the market reads: sectors with how many funds each holds.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { Sort } from '../common/sorting';

export const SECTOR_SORT_COLUMNS = ['percent_day', 'percent_year'] as const;

/** Every sector with its fund count, sorted (nulls last), ties by id. */
export async function listSectors(db: Kysely<DB>, sort: Sort<(typeof SECTOR_SORT_COLUMNS)[number]>) {
  return db
    .selectFrom('sectors')
    .select(['id', 'code', 'name', 'percent_day', 'percent_year'])
    .select(sql<number>`(select count(*)::int from funds where funds.sector_id = sectors.id)`.as('funds_count'))
    .orderBy(sql.ref(sort.column), (ob) => (sort.direction === 'desc' ? ob.desc().nullsLast() : ob.asc().nullsLast()))
    .orderBy('id')
    .execute();
}

export async function findSector(db: Kysely<DB>, id: number) {
  return db.selectFrom('sectors').selectAll().where('id', '=', id).executeTakeFirst();
}
