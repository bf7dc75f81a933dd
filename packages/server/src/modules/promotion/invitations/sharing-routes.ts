// Sharing calls: share, mini-program binding and links, friendship links, ad mobiles.
import type { FastifyInstance } from 'fastify';
import { CONTRACT } from '@fund/core/api';
import { registerCall } from '../../../http/contract-route';
import { currentUserId, requireUserId } from '../../account/auth/sessions';
import { adExternalMobile, bindWxApp, friendshipLinks, generateScheme, recordShare, wxAppBindStatus } from './sharing-service';

const P = CONTRACT.promotion;

export async function sharingRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const now = () => app.clock.instant();
  registerCall(app, P.share, async ({ request, body }) => recordShare(db(), await currentUserId(db(), request), body, now()));
  registerCall(app, P.bindWxApp, async ({ request, body }) => bindWxApp(db(), app.ports.wxApp, await requireUserId(db(), request), body.appid, body.code, now()));
  registerCall(app, P.wxAppBindStatus, async ({ request, query }) => wxAppBindStatus(db(), await requireUserId(db(), request), query.appid));
  registerCall(app, P.generateScheme, async ({ body }) => generateScheme(app.ports.wxApp, body, now()));
  registerCall(app, P.friendshipLinks, async () => friendshipLinks());
  registerCall(app, P.adExternalMobile, async ({ body }) => adExternalMobile(db(), body.mobile, body.channel, now()));
}
