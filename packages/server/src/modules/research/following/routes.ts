// HTTP of followed symbols: the list (funds: symbol_type 3, page_size up to 10000) and follow/unfollow.
import { CONTRACT } from '@fund/core/api';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../http/contract-route';
import { currentUserId, requireUserId } from '../../account/auth/sessions';
import * as service from './following-service';

const C = CONTRACT.market;

export async function followingRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const now = () => app.clock.instant();
  registerCall(app, C.following, async ({ query, request }) => service.following(db, await currentUserId(db, request), query));
  registerCall(app, C.follow, async ({ params, request }) => {
    await service.setFollow(db, await requireUserId(db, request), params.id, true, now());
    return { detail: '关注成功' };
  });
  registerCall(app, C.unfollow, async ({ params, request }) => {
    await service.setFollow(db, await requireUserId(db, request), params.id, false, now());
    return { detail: '已取消关注' };
  });
}
