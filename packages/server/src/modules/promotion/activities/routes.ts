// Coupon activity calls: list, detail, check, the captcha before a receive, receive by id, join by code,
// and the user's cash coupons.
import type { FastifyInstance } from 'fastify';
import { CONTRACT } from '@fund/core/api';
import { COUPON_ACTIVITY_TEXTS } from '@fund/core/promotion';
import { registerCall } from '../../../http/contract-route';
import { currentUserId, requireUserId } from '../../account/auth/sessions';
import { pathId } from '../../account/users/routes';
import { checkCaptcha, issueCaptcha } from './captcha-service';
import { cashCoupons, checkCouponActivity, couponActivityDetail, listCouponActivities, receiveCoupons } from './activity-service';

const P = CONTRACT.promotion;

export async function couponActivityRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const now = () => app.clock.instant();
  registerCall(app, P.couponActivities, async ({ request, query }) => listCouponActivities(db(), await currentUserId(db(), request), query, now()));
  registerCall(app, P.couponActivity, async ({ request, params }) => couponActivityDetail(db(), await currentUserId(db(), request), pathId(params, 'id', COUPON_ACTIVITY_TEXTS.notFound), now()));
  registerCall(app, P.checkCouponActivity, async ({ request, query }) => checkCouponActivity(db(), await requireUserId(db(), request), query, now()));
  registerCall(app, P.couponCaptcha, async ({ request }) => issueCaptcha(db(), app.ports.captcha, await requireUserId(db(), request), now()));
  registerCall(app, P.checkCouponCaptcha, async ({ request, body }) => checkCaptcha(db(), await requireUserId(db(), request), body.key, body.captcha, now()));
  registerCall(app, P.receiveCoupon, async ({ request, params, body }) =>
    receiveCoupons(db(), await requireUserId(db(), request), { id: pathId(params, 'id', COUPON_ACTIVITY_TEXTS.notFound) }, body.captcha_key, now()),
  );
  registerCall(app, P.joinCouponActivity, async ({ request, body }) => receiveCoupons(db(), await requireUserId(db(), request), { code: body.code }, body.captcha_key, now()));
  registerCall(app, P.couponsCash, async ({ request, query }) => cashCoupons(db(), await requireUserId(db(), request), query));
}
