// HTTP of the read-only futures pages (spec 03 §7): linked accounts and the default, asset-management
// products and reviews, instrument quotes, income analysis. No futures trading.
import { CONTRACT } from '@fund/core/api';
import { beijingDate } from '@fund/core/calendar';
import { FUTURES_ANSWER_TEXTS } from '@fund/core/market';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../../http/contract-route';
import { requireUserId } from '../../account/auth/sessions';
import { rowIdOf } from '../../common/path-id';
import { detailError } from '../../../http/api-error';
import { accountNotFound, ensureDemoLinks, myAccounts, setDefault } from './futures-accounts-service';
import { instrument, product, products, reviews } from './futures-catalogue-service';
import { daily, realtime } from './futures-income-service';

const C = CONTRACT.futures;

export async function futuresRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  /** The signed-in user; in demo mode with the demo broker's accounts linked on first look. */
  const investor = async (request: FastifyRequest): Promise<number> => {
    const userId = await requireUserId(db, request);
    if (app.mode === 'demo') await ensureDemoLinks(db, userId, app.clock.instant());
    return userId;
  };

  registerCall(app, C.accountsMine, async ({ request }) => myAccounts(db, await investor(request)));
  registerCall(app, C.setDefaultAccount, async ({ params, request }) => {
    const userId = await investor(request);
    const id = rowIdOf(params.id);
    if (id === undefined) throw accountNotFound();
    await setDefault(db, userId, id);
    return { detail: FUTURES_ANSWER_TEXTS.defaultSet };
  });
  registerCall(app, C.products, async ({ query }) => products(db, query.product_type));
  registerCall(app, C.productReviews, async ({ query }) => reviews(db, query.product_id, query));
  registerCall(app, C.product, async ({ params, query }) => {
    const id = rowIdOf(params.id);
    if (id === undefined) throw detailError(404, FUTURES_ANSWER_TEXTS.productNotFound);
    return product(db, id, query.product_type);
  });
  registerCall(app, C.instrument, async ({ params }) => instrument(db, params.id ?? ''));
  registerCall(app, C.incomeAnalyseRealtime, async ({ query, request }) =>
    realtime(db, await investor(request), query.account_id, beijingDate(app.clock.instant())),
  );
  registerCall(app, C.incomeAnalyseDay, async ({ query, request }) => daily(db, await investor(request), query.account_id, query.days));
}
