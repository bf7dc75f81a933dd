// Every route plugin of coupon activities, invitations and the small promotion calls, registered by app.ts in one line.
import type { FastifyInstance } from 'fastify';
import { couponActivityRoutes } from './activities/routes';
import { invitationRoutes } from './invitations/routes';

export async function activitiesAndInvitationsRoutes(api: FastifyInstance): Promise<void> {
  for (const plugin of [couponActivityRoutes, invitationRoutes]) {
    await api.register(plugin);
  }
}
