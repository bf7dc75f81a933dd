// Coupon calls: mine, available for a fund, and use on a buy.
import type { FastifyInstance } from 'fastify';
import { CONTRACT } from '@fund/core/api';
import { registerCall } from '../../http/contract-route';
import { requireUserId } from '../account/auth/sessions';
import { pathId } from '../account/users/routes';
import { s as schema, validate } from '@fund/core/api';
import { validationFailed } from '../../http/api-error';
import { COUPON_MESSAGES, availableCoupons, grantCoupon, myCoupons, useCoupon } from './coupon-service';

/** Demo mode only: POST /dev/coupons/grant gives the logged-in user a fund coupon (journeys buy with one). */
const grantBody = schema.object({
  name: schema.string({ min: 1, max: 32 }),
  amount: schema.decimal({ dp: 2 }),
  expense_min: schema.decimal({ dp: 2 }),
  effective_to: schema.string({ pattern: /^\d{4}-\d{2}-\d{2}$/ }),
});

const P = CONTRACT.promotion;

export async function couponRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const now = () => app.clock.instant();
  registerCall(app, P.couponsMine, async ({ request, query }) => myCoupons(db(), await requireUserId(db(), request), query.status, query, now()));
  registerCall(app, P.couponsAvailable, async ({ request, query }) => availableCoupons(db(), await requireUserId(db(), request), query.fund_info, now(), query.portfolio_info));
  registerCall(app, P.useCoupon, async ({ request, params, body }) =>
    useCoupon(db(), await requireUserId(db(), request), pathId(params, 'pk', COUPON_MESSAGES.notFound), body.trade_id, now()),
  );
  if (app.mode !== 'demo') return;
  app.post('/dev/coupons/grant', async (request) => {
    const userId = await requireUserId(db(), request);
    const checked = validate(grantBody, request.body ?? {}, { coerce: false });
    if (!checked.ok) throw validationFailed(checked.errors);
    return { id: await grantCoupon(db(), userId, checked.value, now()) };
  });
}
