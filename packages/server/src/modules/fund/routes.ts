// HTTP of the funds area: fund lists, detail (introduction), NAV history, companies, filter conditions.
import { CONTRACT } from '@fund/core/api';
import { FUND_SUBTYPE_TEXTS } from '@fund/core/fund';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/contract-route';
import { currentUserId } from '../account/auth/sessions';
import { pathNumber } from '../common/path-id';
import * as service from './funds-service';

const C = CONTRACT.funds;


export async function fundsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const cache = app.marketCache;
  registerCall(app, C.list, ({ query }) => cache.get(`funds.list:${JSON.stringify(query)}`, () => service.fundList(db, query)));
  registerCall(app, C.recommend, ({ query }) => cache.get(`funds.recommend:${JSON.stringify(query)}`, () => service.rankedFunds(db, 'recommend_rank', query)));
  registerCall(app, C.introduction, async ({ params, request }) =>
    service.withFollowed(db, await cache.get(`funds.introduction:${params.id ?? ''}`, () => service.fundDetail(db, params.id ?? '')), await currentUserId(db, request)),
  );
  registerCall(app, C.netHistory, ({ params, query }) => service.netHistory(db, params.symbol ?? '', query));
  registerCall(app, C.companies, ({ query }) => service.companies(db, query));
  registerCall(app, C.company, ({ params }) => service.company(db, pathNumber(params.id)));
  registerCall(app, C.filterConditions, async () => ({
    types: [{ value: 'all', name: '全部' }, ...Object.entries(FUND_SUBTYPE_TEXTS).map(([value, name]) => ({ value, name }))],
    sorts: ['-percent_day', '-percent_week', '-percent_month', '-percent_season', '-percent_six_month', '-percent_year', '-percent_two_year', '-percent_three_year'],
  }));
}
