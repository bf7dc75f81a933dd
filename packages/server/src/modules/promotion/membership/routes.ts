// Membership calls: services, the membership, invite code and invitations, allots, check and subscribe.
import type { FastifyInstance } from 'fastify';
import { CONTRACT } from '@fund/core/api';
import { registerCall } from '../../../http/contract-route';
import { requireUserId } from '../../account/auth/sessions';
import { idempotent } from '../../trade/idempotency';
import { allotsMine, checkSubscription, invitations, inviteCode, membershipOverview, serviceInfo, subscribe } from './membership-service';

const M = CONTRACT.membership;

export async function membershipRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const now = () => app.clock.instant();
  const user = (request: Parameters<typeof requireUserId>[1]) => requireUserId(db(), request);
  const code = (params: Record<string, string>) => params.code ?? '';
  registerCall(app, M.invitationAllotsMine, async ({ request }) => allotsMine(db(), await user(request), now()));
  registerCall(app, M.checkServiceSubscription, async ({ request, params }) => checkSubscription(db(), await user(request), code(params), now()));
  registerCall(app, M.checkMembershipSubscription, async ({ request, params }) => checkSubscription(db(), await user(request), code(params), now()));
  registerCall(app, M.subscribeService, async ({ request, params }) => {
    const userId = await user(request);
    const at = now();
    return idempotent(db(), userId, request, { now: at }, (trx) => subscribe(trx, userId, code(params), at));
  });
  registerCall(app, M.membershipsInvitations, async ({ request, params, query }) => invitations(db(), await user(request), code(params), query));
  registerCall(app, M.membershipsInviteCode, async ({ request, params }) => inviteCode(await user(request), code(params)));
  registerCall(app, M.service, async ({ request, params }) => serviceInfo(db(), await user(request), code(params), now()));
  registerCall(app, M.membership, async ({ request, params }) => membershipOverview(db(), await user(request), code(params), now()));
}
