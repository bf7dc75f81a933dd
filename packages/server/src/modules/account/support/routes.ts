// Support calls: notice marks, private-fund reservation, the asset report's share info, the shake, FAQ
// feedback and ad (IDFA) callbacks.
import type { FastifyInstance } from 'fastify';
import { CONTRACT } from '@fund/core/api';
import { registerCall } from '../../../http/contract-route';
import { currentUserId, requireUserId } from '../auth/sessions';
import { assetReportShareInfo } from './asset-report-share';
import { checkNotice, faqFeedback, idfaCallback, markNoticeRead, reservePrivateFund, shakeNext } from './support-service';

export async function supportRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const now = () => app.clock.instant();
  const T = CONTRACT.trading;
  const O = CONTRACT.other;
  registerCall(app, T.markNotice, async ({ request, body }) => markNoticeRead(db(), await requireUserId(db(), request), body.code, now()));
  registerCall(app, T.checkNoticeMark, async ({ request, query }) => checkNotice(db(), await requireUserId(db(), request), query.code));
  registerCall(app, T.reservePrivateFund, async ({ request, body }) => reservePrivateFund(db(), await requireUserId(db(), request), body, now()));
  registerCall(app, CONTRACT.holdings.assetReportShareInfo, async ({ request }) => assetReportShareInfo(db(), await requireUserId(db(), request), `${request.protocol}://${request.headers.host ?? 'localhost'}`));
  registerCall(app, O.shakeNext, async ({ request }) => shakeNext(db(), await currentUserId(db(), request), now()));
  registerCall(app, O.faqFeedback, async ({ request, body }) => faqFeedback(db(), await currentUserId(db(), request), body, now()));
  // Called by ad networks, not by the app: no login.
  registerCall(app, O.idfaCallback, async ({ params, query }) => idfaCallback(db(), params['*'] ?? '', query.idfa, now()));
}
