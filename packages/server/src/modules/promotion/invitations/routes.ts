// Invitation calls: my code and poster, my invitations, the overview.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTRACT } from '@fund/core/api';
import { registerCall } from '../../../http/contract-route';
import { requireUserId } from '../../account/auth/sessions';
import { invitationOverview, myInvitations, myInviteCode } from './invite-service';

const P = CONTRACT.promotion;

/** Links are made for the site the user is on (the H5 app serves /accounts/signup/). */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}

export async function invitationRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const now = () => app.clock.instant();
  registerCall(app, P.invitationCode, async ({ request }) => myInviteCode(db(), await requireUserId(db(), request), originOf(request), now()));
  registerCall(app, P.invitations, async ({ request, query }) => myInvitations(db(), await requireUserId(db(), request), query, now()));
  registerCall(app, P.invitationOverview, async ({ request }) => invitationOverview(db(), await requireUserId(db(), request), originOf(request), now()));
}
