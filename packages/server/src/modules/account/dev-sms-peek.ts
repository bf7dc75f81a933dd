// Demo mode only: GET /dev/sms/latest?mobile= shows the latest code "sent" to a mobile, so signup and
// resets work without a phone. It answers a logged-in caller for their own mobile, and any caller for a
// code their own session asked for (the same X-CSRFToken as the send), so a guest signing up can read
// their code but nobody can read the code of someone else's password reset.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountExtrasContract as X, AUTH_MESSAGES, SMS_MESSAGES, ACCOUNT_MESSAGES } from '@fund/core/account';
import { detailError } from '../../http/api-error';
import { registerCall } from '../../http/contract-route';
import { csrfRequesterHash } from './auth/csrf';
import { currentUserId } from './auth/sessions';
import { latestDeliveryTo } from './sms/captcha-service';
import * as repo from './repo';
import { userMobileHash } from './service';

async function isOwnMobile(app: FastifyInstance, request: FastifyRequest, mobile: string): Promise<boolean> {
  const userId = await currentUserId(app.database.db, request);
  if (userId === null) return false;
  const user = await repo.findUser(app.database.db, userId);
  return user !== undefined && user.mobile_hash === userMobileHash({ mobile, mobileCodeId: user.mobile_code_id });
}

export function devSmsRoutes(app: FastifyInstance): void {
  registerCall(app, X.devLatestSms, async ({ query, request }) => {
    const mobile = query.mobile.trim();
    const requester = csrfRequesterHash(request);
    const own = await isOwnMobile(app, request, mobile);
    if (!own && requester === null) throw detailError(401, AUTH_MESSAGES.loginRequired);
    const sent = await latestDeliveryTo(app.database.db, mobile);
    if (!sent) throw detailError(404, SMS_MESSAGES.notSentInDevelopment);
    if (!own && sent.requester_hash !== requester) throw detailError(403, ACCOUNT_MESSAGES.devSmsNotYours);
    return { code: sent.code, sent_at: sent.sent_at.toISOString() };
  });
}
