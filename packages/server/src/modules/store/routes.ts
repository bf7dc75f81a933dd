// HTTP of the advisor store (spec 02 §7 Stores, 03 §7): apply and review, the store, its portfolios, assets,
// likes, sort and social bindings. Income and withdrawals are the wallet's (modules/store/income).
// Reviewers (STORE_REVIEWER_IDS) decide applications in any mode; demo mode adds POST /dev/store/approve.
import { CONTRACT } from '@fund/core/api';
import { beijingDate } from '@fund/core/calendar';
import { STORE_MESSAGES, storeExtrasContract as X } from '@fund/core/store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../http/contract-route';
import { currentUserId, requireUserId } from '../account/auth/sessions';
import { noData } from '../common/not-found';
import { pathNumber } from '../common/path-id';
import * as applies from './apply-service';
import * as portfolios from './portfolios-service';
import { storeReviewerIds } from './store-reviewers';
import * as stores from './store-service';

const C = CONTRACT.store;

export async function storeRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const now = () => app.clock.instant();
  const today = () => beijingDate(now());
  const viewer = (request: FastifyRequest) => currentUserId(db, request);
  const user = (request: FastifyRequest) => requireUserId(db, request);
  const reviewers = storeReviewerIds();
  // Not a reviewer: the review calls do not exist for them.
  const reviewer = async (request: FastifyRequest) => {
    const id = await user(request);
    if (!reviewers.has(id)) throw noData();
    return id;
  };

  registerCall(app, C.apply, async ({ request }) => applies.applyOf(db, await user(request)));
  registerCall(app, C.submitApply, async ({ body, request }) => applies.submit(db, await user(request), body, now()));
  registerCall(app, C.detail, async ({ params, request }) => stores.detail(db, pathNumber(params.id), await viewer(request), today()));
  registerCall(app, C.update, async ({ params, body, request }) => stores.update(db, await user(request), pathNumber(params.id), body, today(), now()));
  registerCall(app, C.mine, async ({ request }) => stores.mine(db, await user(request), today()));
  registerCall(app, C.assetsMine, async ({ request }) => portfolios.assetsMine(db, await user(request)));
  registerCall(app, C.portfoliosAssets, async ({ params, request }) => portfolios.portfolioAssets(db, await user(request), pathNumber(params.id)));
  registerCall(app, C.portfolios, async ({ query, request }) => portfolios.list(db, query.store_id, query, today(), await viewer(request)));
  registerCall(app, C.portfolio, async ({ params, request }) => portfolios.one(db, pathNumber(params.id), today(), await viewer(request)));
  registerCall(app, C.portfoliosRecommend, async ({ query, request }) => portfolios.recommend(db, query, today(), await viewer(request)));
  registerCall(app, C.portfoliosMine, async ({ request }) => portfolios.mine(db, await user(request), today()));
  registerCall(app, C.sortPortfolios, async ({ body, request }) => {
    await portfolios.sort(db, await user(request), body.store_id, body.portfolio_ids);
    return { detail: STORE_MESSAGES.sorted };
  });
  registerCall(app, C.like, async ({ body, request }) => {
    await stores.setLike(db, await user(request), body.store, true, now());
    return { detail: STORE_MESSAGES.liked };
  });
  registerCall(app, C.unlike, async ({ body, request }) => {
    await stores.setLike(db, await user(request), body.store, false, now());
    return { detail: STORE_MESSAGES.unliked };
  });
  registerCall(app, C.socialBindings, async ({ body, request }) => stores.bindSocial(db, await user(request), body.provider, body.account, now()));

  registerCall(app, X.following, async ({ query, request }) => stores.following(db, await user(request), query));
  registerCall(app, X.socialBindingsList, async ({ request }) => stores.socialBindings(db, await user(request)));
  registerCall(app, X.reviewApplies, async ({ query, request }) => {
    await reviewer(request);
    return applies.inReview(db, query);
  });
  registerCall(app, X.approveApply, async ({ params, request }) => applies.approve(db, await reviewer(request), pathNumber(params.id), now()));
  registerCall(app, X.rejectApply, async ({ params, body, request }) => applies.reject(db, await reviewer(request), pathNumber(params.id), body.reason, now()));

  if (app.mode !== 'demo') return;
  registerCall(app, X.devApproveMine, async ({ request }) => applies.approveOwn(db, await user(request), now()));
}
