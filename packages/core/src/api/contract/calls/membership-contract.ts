// Request schemas and answer types of membership and service subscriptions (spec 03 §7).
import { defineContract, res } from '../define-contract';
import { pageQuery } from '../common-fields';
import { membershipRoutes } from '../routes/membership-routes';
import type { JsonObject, Page } from '../entities';

const subscribed = () => res<{ subscribed: boolean; effective_to?: string }>();

export const membershipContract = defineContract('membership', membershipRoutes, {
  invitationAllotsMine: { response: res<JsonObject[]>() },
  checkServiceSubscription: { response: subscribed() },
  subscribeService: { response: subscribed() },
  membershipsInvitations: { query: pageQuery(20), response: res<Page<JsonObject>>() },
  membershipsInviteCode: { response: res<{ invite_code: string }>() },
  service: { response: res<JsonObject>() },
  membership: { response: res<JsonObject>() },
  checkMembershipSubscription: { response: subscribed() },
});
