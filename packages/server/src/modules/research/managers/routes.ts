// HTTP of the fund-manager reads: list, recommendations (10), detail with the funds they run, achievements,
// manager index (alone and against the benchmark), curated lists, filter conditions, assessment, follows.
import { CONTRACT } from '@fund/core/api';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../http/contract-route';
import { registerMarketRead } from '../../../http/market-read';
import { currentUserId, requireUserId } from '../../account/auth/sessions';
import { pathNumber } from '../../common/path-id';
import { noData } from '../../common/not-found';
import { toPage } from '../../common/paging';
import { parseSort } from '../../common/sorting';
import { ASSESS_QUESTIONS, assess } from './manager-assess';
import { followedManagers, setManagerFollow } from './manager-follows';
import * as research from './manager-research';
import { MANAGER_SORT_COLUMNS, managerDetail, managerPage, recommendedManagers } from './managers-service';

const C = CONTRACT.managers;

export async function managersRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const now = () => app.clock.instant();
  registerMarketRead(app, C.list, async ({ query }) => {
    const sort = parseSort(query.sort ?? '-index_rate_tyear', MANAGER_SORT_COLUMNS);
    const { total, managers } = await managerPage(db, sort, query);
    return toPage(query, total, managers);
  });

  registerMarketRead(app, C.recommend, async ({ query }) => {
    const page = { page: 1, page_size: query.page_size };
    const { total, managers } = await recommendedManagers(db, page);
    return toPage(page, total, managers);
  });

  registerCall(app, C.detail, async ({ params }) => {
    const manager = await managerDetail(db, pathNumber(params.id));
    if (!manager) throw noData();
    return manager;
  });

  registerCall(app, C.achivements, ({ params }) => research.achivements(db, pathNumber(params.id), now()));
  registerCall(app, C.indexHistory, ({ params }) => research.indexHistory(db, pathNumber(params.id)));
  registerCall(app, C.indexHistoryRelative, ({ params }) => research.indexHistoryRelative(db, pathNumber(params.id)));
  registerCall(app, C.lists, () => research.lists(db));
  registerCall(app, C.listDetail, ({ params, query }) => research.listDetail(db, pathNumber(params.id), query));
  registerCall(app, C.filterConditions, () => research.filterConditions(db));
  registerCall(app, C.assess, ({ query }) => assess(db, query.options));
  registerCall(app, C.assessQuestions, async () => ASSESS_QUESTIONS);
  registerCall(app, C.following, async ({ request }) => followedManagers(db, await currentUserId(db, request)));
  registerCall(app, C.follow, async ({ params, request }) => {
    await setManagerFollow(db, await requireUserId(db, request), pathNumber(params.id), true, now());
    return { detail: '关注成功' };
  });
  registerCall(app, C.unfollow, async ({ params, request }) => {
    await setManagerFollow(db, await requireUserId(db, request), pathNumber(params.id), false, now());
    return { detail: '已取消关注' };
  });
}
