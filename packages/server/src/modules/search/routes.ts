// HTTP of search: funds, stocks and indexes by code or name, managers by name, name suggestions, statuses by title or text.
import { CONTRACT } from '@fund/core/api';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/contract-route';
import { currentUserId } from '../auth/sessions';
import { toPage } from '../common/paging';
import { search as searchStatuses } from '../feed/feed-service';
import { listFunds } from '../funds/funds-repo';
import { toManager } from '../managers/manager-mapper';
import { countManagers, listManagers } from '../managers/managers-repo';
import { searchSymbols } from './symbol-search';

const C = CONTRACT.search;
const SUGGESTIONS = 10;

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  registerCall(app, C.symbols, ({ query }) => searchSymbols(db, query.q, query.symbol_type, query));

  registerCall(app, C.fundManagers, async ({ query }) => {
    const q = query.q.trim();
    if (q === '') return toPage(query, 0, []);
    const [total, rows] = await Promise.all([countManagers(db, { q }), listManagers(db, { q }, { column: 'index_rate_tyear', direction: 'desc' }, query)]);
    return toPage(query, total, rows.map(toManager));
  });

  registerCall(app, C.suggestions, async ({ query }) => {
    const q = query.q.trim();
    if (q === '') return [];
    const rows = await listFunds(db, { q }, { column: 'percent_year', direction: 'desc' }, { page: 1, page_size: SUGGESTIONS });
    return rows.map((f) => f.abbr_name);
  });

  registerCall(app, C.statuses, async ({ query, request }) => searchStatuses(db, query.q, query, await currentUserId(db, request)));
}
