// HTTP of the funds area: fund lists, detail (introduction), NAV history, companies, filter conditions.
import { CONTRACT } from '@fund/core/api';
import { FUND_SUBTYPE_TEXTS } from '@fund/core/fund';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/contract-route';
import { registerMarketRead } from '../../http/market-read';
import { currentUserId } from '../account/auth/sessions';
import { pathNumber } from '../common/path-id';
import { marketFundIndex } from './fund-index';
import * as service from './funds-service';

const C = CONTRACT.funds;

export async function fundsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  registerMarketRead(app, C.list, ({ query }) => service.fundList(() => marketFundIndex(app), query));
  registerMarketRead(app, C.recommend, ({ query }) => service.rankedFunds(db, 'recommend_rank', query));
  // A guest (no token) gets the shared answer without a database read; a viewer's `followed` is theirs.
  registerMarketRead(app, C.introduction, ({ params }) => service.fundDetail(() => marketFundIndex(app), params.id ?? ''), {
    forViewer: async (detail, request) => {
      const viewer = await currentUserId(db, request);
      return viewer === null ? null : service.withFollowed(db, detail, viewer);
    },
  });
  registerMarketRead(app, C.netHistory, ({ params, query }) => service.netHistory(db, () => marketFundIndex(app), params.symbol ?? '', query));
  registerCall(app, C.companies, ({ query }) => service.companies(db, query));
  registerCall(app, C.company, ({ params }) => service.company(db, pathNumber(params.id)));
  registerCall(app, C.filterConditions, async () => ({
    types: [{ value: 'all', name: '全部' }, ...Object.entries(FUND_SUBTYPE_TEXTS).map(([value, name]) => ({ value, name }))],
    sorts: ['-percent_day', '-percent_week', '-percent_month', '-percent_season', '-percent_six_month', '-percent_year', '-percent_two_year', '-percent_three_year'],
  }));
}
