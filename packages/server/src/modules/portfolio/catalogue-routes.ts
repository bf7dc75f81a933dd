// HTTP of the portfolio catalogue (spec 02 §7): detail, recommended, positions, net values, fees,
// timetable, topics and follows; and, in demo mode for a logged-in user, POST /dev/portfolios/{id}/adjust.
import { CONTRACT } from '@fund/core/api';
import { beijingDate } from '@fund/core/calendar';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/contract-route';
import { currentUserId, requireUserId } from '../account/auth/sessions';
import { adjustTarget } from './catalogue-adjust';
import * as catalogue from './catalogue-service';

const C = CONTRACT.portfolio;
const FOLLOWED = '关注成功';
const UNFOLLOWED = '已取消关注';

export async function portfolioCatalogueRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const now = () => app.clock.instant();
  const today = () => beijingDate(now());
  const portfolio = (id: string | undefined) => catalogue.portfolioOf(db, id);

  registerCall(app, C.detail, async ({ params, request }) => catalogue.detail(db, await portfolio(params.id), today(), await currentUserId(db, request)));
  registerCall(app, C.recommend, async ({ query, request }) => catalogue.recommend(db, query, today(), await currentUserId(db, request)));
  registerCall(app, C.detailedPositions, async ({ params, query }) => catalogue.detailedPositions(db, await portfolio(params.id), today(), query));
  registerCall(app, C.netvalueHistory, async ({ params, query }) => catalogue.netvalueHistory(db, await portfolio(params.id), today(), query));
  registerCall(app, C.netvalueDailyChart, async ({ params }) => catalogue.netvalueDailyChart(db, await portfolio(params.id), today()));
  registerCall(app, C.fareRatio, async ({ params }) => catalogue.fareRatio(db, await portfolio(params.id), today()));
  registerCall(app, C.timetable, async ({ params }) => catalogue.timetable(db, await portfolio(params.id), now()));
  registerCall(app, C.topics, async ({ query, request }) => catalogue.topic(db, query.code, today(), await currentUserId(db, request)));
  registerCall(app, C.following, async ({ query, request }) => catalogue.following(db, await currentUserId(db, request), query, today()));
  registerCall(app, C.follow, async ({ params, request }) => {
    const userId = await requireUserId(db, request);
    await catalogue.setFollow(db, userId, await portfolio(params.id), true, now());
    return { detail: FOLLOWED };
  });
  registerCall(app, C.unfollow, async ({ params, request }) => {
    const userId = await requireUserId(db, request);
    await catalogue.setFollow(db, userId, await portfolio(params.id), false, now());
    return { detail: UNFOLLOWED };
  });

  if (app.mode !== 'demo') return;
  app.post<{ Params: { id: string } }>('/dev/portfolios/:id/adjust', async (request) => {
    await requireUserId(db, request);
    const row = await portfolio(request.params.id);
    return { portfolio_id: row.id, effective_from: today(), positions: await adjustTarget(db, row, today()) };
  });
}
