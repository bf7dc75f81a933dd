// Routes of the membership area (spec 03 §7): what the client ships. Schemas: ./membership-contract.ts.
import { route } from '../../api/contract/route';

export const membershipRoutes = {
  invitationAllotsMine: route('GET', '/promotion/membership_invitation_allots/mine/'),
  checkServiceSubscription: route('GET', '/service_subscriptions/{code}/check/'),
  subscribeService: route('POST', '/service_subscriptions/{code}/subscribe/', { idempotent: true }),
  membershipsInvitations: route('GET', '/memberships/{code}/invitations/'),
  membershipsInviteCode: route('GET', '/memberships/{code}/invite_code/'),
  service: route('GET', '/services/{code}/'),
  membership: route('GET', '/memberships/{code}/'),
  checkMembershipSubscription: route('GET', '/membership_subscriptions/{code}/check/'),
};
