// HTTP of the status feed: statuses, comments, likes, timelines, recommendations, posting and deleting.
import { CONTRACT } from '@fund/core/api';
import { beijingDate } from '@fund/core/calendar';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../http/contract-route';
import { currentUserId, requireUserId } from '../../account/auth/sessions';
import { pathNumber } from '../../common/path-id';
import * as feed from './feed-service';

const C = CONTRACT.feed;

export async function feedRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const now = () => app.clock.instant();
  const viewer = (request: Parameters<typeof currentUserId>[1]) => currentUserId(db, request);
  registerCall(app, C.detail, async ({ params, request }) => feed.detail(db, pathNumber(params.id), await viewer(request)));
  registerCall(app, C.comments, ({ params, query }) => feed.comments(db, pathNumber(params.id), query));
  registerCall(app, C.likes, ({ params, query }) => feed.likes(db, pathNumber(params.id), query));
  registerCall(app, C.portfolioTimeline, async ({ query, request }) => feed.timeline(db, 'portfolio', query.portfolio_id, query, await viewer(request), beijingDate(now())));
  registerCall(app, C.userTimeline, async ({ query, request }) => feed.timeline(db, 'user', query.user_id, query, await viewer(request)));
  registerCall(app, C.storeTimeline, async ({ query, request }) => feed.timeline(db, 'store', query.store_id, query, await viewer(request), beijingDate(now())));
  registerCall(app, C.categoryTimeline, async ({ query, request }) => feed.timeline(db, 'category', query.category, query, await viewer(request)));
  registerCall(app, C.symbolTimeline, async ({ query, request }) => feed.symbolTimeline(db, query, await viewer(request)));
  registerCall(app, C.recommend, async ({ query, request }) => feed.recommend(db, query, await viewer(request)));
  registerCall(app, C.like, async ({ body, request }) => {
    await feed.setLike(db, await requireUserId(db, request), body.status, true, now());
    return { detail: '点赞成功' };
  });
  registerCall(app, C.unlike, async ({ body, request }) => {
    await feed.setLike(db, await requireUserId(db, request), body.status, false, now());
    return { detail: '已取消点赞' };
  });
  registerCall(app, C.create, async ({ body, request }) => feed.create(db, await requireUserId(db, request), body, now()));
  registerCall(app, C.remove, async ({ params, request }) => {
    await feed.remove(db, await requireUserId(db, request), pathNumber(params.id));
    return { detail: '删除成功' };
  });
}
