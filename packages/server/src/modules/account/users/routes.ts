// /users/{id}/: public profile, follow, unfollow; /users/{pk}/friends/ for the owner only.
import type { FastifyInstance } from 'fastify';
import { CONTRACT } from '@fund/core/api';
import { ACCOUNT_MESSAGES } from '@fund/core/account';
import { detailError } from '../../../http/api-error';
import { rowIdOf } from '../../common/path-id';
import { registerCall } from '../../../http/contract-route';
import { currentUserId, requireUserId } from '../auth/sessions';
import { follow, friends, unfollow, userProfile } from './service';

const A = CONTRACT.accounts;

/** A path id that is not a positive integer names no user: 404, not 400 or 500. */
export function pathId(params: Record<string, string>, key: string, notFound: string): number {
  const id = rowIdOf(params[key]);
  if (id === undefined) throw detailError(404, notFound);
  return id;
}

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const now = () => app.clock.instant();
  const notFound = ACCOUNT_MESSAGES.userNotFound;

  registerCall(app, A.user, async ({ params, request }) => userProfile(db(), pathId(params, 'id', notFound), await currentUserId(db(), request)));

  registerCall(app, A.followUser, async ({ params, request }) => {
    await follow(db(), await requireUserId(db(), request), pathId(params, 'id', notFound), now());
    return { detail: '关注成功' };
  });

  registerCall(app, A.unfollowUser, async ({ params, request }) => {
    await unfollow(db(), await requireUserId(db(), request), pathId(params, 'id', notFound));
    return { detail: '已取消关注' };
  });

  registerCall(app, A.userFriends, async ({ params, query, request }) => {
    const me = await requireUserId(db(), request);
    // Someone else's friends are not ours to list: the same 404 as a user that does not exist.
    if (pathId(params, 'pk', notFound) !== me) throw detailError(404, notFound);
    return friends(db(), me, query.page, query.page_size);
  });
}
