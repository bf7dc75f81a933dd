// Request schemas and answer types of the search area (spec 02 §7).
import { s } from '../../api/schema';
import { f } from '../../api/contract/common-fields';
import { defineContract, res } from '../../api/contract/define-contract';
import { searchRoutes } from './search-routes';
import type { FundManager, FundRow, Page, Status } from '../../api/contract/entities';

const query = (size: number) => s.object({ q: s.string({ max: 64 }), page: f.page(), page_size: f.pageSize(size, 100) });

export const searchContract = defineContract('search', searchRoutes, {
  symbols: {
    query: s.object({ q: s.string({ max: 64 }), symbol_type: s.optional(s.string({ pattern: /^\d(,\d)*$/ })), page: f.page(), page_size: f.pageSize(5, 100) }),
    response: res<Page<FundRow>>(),
  },
  fundManagers: { query: query(10), response: res<Page<FundManager>>() },
  suggestions: { query: s.object({ q: s.string({ max: 64 }) }), response: res<string[]>() },
  statuses: { query: query(10), response: res<Page<Status>>() },
});
