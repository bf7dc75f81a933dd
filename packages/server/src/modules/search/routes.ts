// HTTP of search: funds by code or name, managers by name, name suggestions, statuses by title or text.
import { CONTRACT, SymbolType } from '@fund/core';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/contract-route';
import { currentUserId } from '../auth/sessions';
import { toPage } from '../common/paging';
import { search as searchStatuses } from '../feed/feed-service';
import { toFundRow } from '../funds/fund-mappers';
import { countFunds, listFunds } from '../funds/funds-repo';
import { toManager } from '../managers/manager-mapper';
import { countManagers, listManagers } from '../managers/managers-repo';

const C = CONTRACT.search;
const SUGGESTIONS = 10;

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  registerCall(app, C.symbols, async ({ query }) => {
    const q = query.q.trim();
    // Only funds live in the demo market: a search for other symbol types finds nothing.
    const types = query.symbol_type?.split(',').map(Number);
    if (q === '' || (types && !types.includes(SymbolType.Fund))) return toPage(query, 0, []);
    const filter = { q };
    const [total, rows] = await Promise.all([countFunds(db, filter), listFunds(db, filter, { column: 'percent_year', direction: 'desc' }, query)]);
    return toPage(query, total, rows.map(toFundRow));
  });

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
