// Coupon calls: mine, available for a fund, and use on a buy.
import type { FastifyInstance } from 'fastify';
import { CONTRACT } from '@fund/core';
import { registerCall } from '../../http/contract-route';
import { engineOf } from '../../engine/engine-registry';
import { requireUserId } from '../auth/sessions';
import { pathId } from '../users/routes';
import { COUPON_MESSAGES, availableCoupons, myCoupons, useCoupon } from './coupon-service';

const P = CONTRACT.promotion;

export async function couponRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const now = () => engineOf(app.database).clock.now();
  registerCall(app, P.couponsMine, async ({ request, query }) => myCoupons(db(), await requireUserId(db(), request), query.status, query, now()));
  registerCall(app, P.couponsAvailable, async ({ request, query }) => availableCoupons(db(), await requireUserId(db(), request), query.fund_info, now()));
  registerCall(app, P.useCoupon, async ({ request, params, body }) =>
    useCoupon(db(), await requireUserId(db(), request), pathId(params, 'pk', COUPON_MESSAGES.notFound), body.trade_id, now()),
  );
}
