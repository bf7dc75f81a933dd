// HTTP of search: funds, stocks and indexes by code or name, managers by name, name suggestions, statuses by title or text.
import { CONTRACT } from '@fund/core/api';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../http/contract-route';
import { currentUserId } from '../../account/auth/sessions';
import { toPage } from '../../common/paging';
import { search as searchStatuses } from '../feed/feed-service';
import { managersByName } from '../managers/managers-service';
import { marketFundIndex } from '../../fund/fund-index';
import { fundNameSuggestions } from './name-suggestions';
import { searchSymbols } from './symbol-search';

const C = CONTRACT.search;
const SUGGESTIONS = 10;

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  registerCall(app, C.symbols, ({ query }) => searchSymbols(db, () => marketFundIndex(app), query.q, query.symbol_type, query));

  registerCall(app, C.fundManagers, async ({ query }) => {
    const q = query.q.trim();
    if (q === '') return toPage(query, 0, []);
    const { total, managers } = await managersByName(db, q, query);
    return toPage(query, total, managers);
  });

  registerCall(app, C.suggestions, async ({ query }) => {
    const q = query.q.trim();
    if (q === '') return [];
    return fundNameSuggestions(db, q, SUGGESTIONS);
  });

  registerCall(app, C.statuses, async ({ query, request }) => searchStatuses(db, query.q, query, await currentUserId(db, request)));
}
