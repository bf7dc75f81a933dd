// HTTP of the fund-manager reads: list, recommendations (10), detail with the funds they run.
import { CONTRACT } from '@fund/core';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/contract-route';
import { noData } from '../common/not-found';
import { toPage } from '../common/paging';
import { parseSort } from '../common/sorting';
import { toFundRow } from '../funds/fund-mappers';
import { findFund } from '../funds/funds-repo';
import { toManager } from './manager-mapper';
import * as repo from './managers-repo';

const C = CONTRACT.managers;

export async function managersRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  registerCall(app, C.list, async ({ query }) => {
    const sort = parseSort(query.sort ?? '-index_rate_tyear', repo.MANAGER_SORT_COLUMNS);
    const [total, rows] = await Promise.all([repo.countManagers(db, {}), repo.listManagers(db, {}, sort, query)]);
    return toPage(query, total, rows.map(toManager));
  });

  registerCall(app, C.recommend, async ({ query }) => {
    const page = { page: 1, page_size: query.page_size };
    const filter = { recommendedOnly: true };
    const [total, rows] = await Promise.all([repo.countManagers(db, filter), repo.listManagers(db, filter, { column: 'recommend_rank', direction: 'asc' }, page)]);
    return toPage(page, total, rows.map(toManager));
  });

  registerCall(app, C.detail, async ({ params }) => {
    const id = Number(params.id);
    const manager = Number.isSafeInteger(id) ? await repo.findManager(db, id) : undefined;
    if (!manager) throw noData();
    const symbols = await repo.managedFundIds(db, id);
    const first = symbols[0] ? await findFund(db, symbols[0]) : undefined;
    return { ...toManager(manager), recommend_fund: first ? toFundRow(first) : null };
  });
}
