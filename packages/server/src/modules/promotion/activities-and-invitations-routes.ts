// Every route plugin of coupon activities, invitations, sharing and the support calls (notice marks,
// reservations, shake, FAQ feedback, ad callbacks), registered by app.ts in one line.
import type { FastifyInstance } from 'fastify';
import { registerPlugins } from '../../http/register-plugins';
import { couponActivityRoutes } from './activities/routes';
import { invitationRoutes } from './invitations/routes';
import { sharingRoutes } from './invitations/sharing-routes';
import { supportRoutes } from '../account/support/routes';

export async function activitiesAndInvitationsRoutes(api: FastifyInstance): Promise<void> {
  await registerPlugins(api, [couponActivityRoutes, invitationRoutes, sharingRoutes, supportRoutes]);
}
