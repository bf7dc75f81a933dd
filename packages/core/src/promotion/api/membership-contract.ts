// Request schemas and answer types of membership and service subscriptions (spec 03 §7).
import { answer, defineContract, res } from '../../api/contract/define-contract';
import { w } from '../../api/contract/answer-fields';
import { membershipAllot, membershipInvitee, membershipOverview, membershipService } from '../../api/contract/entities/member-answers';
import { pageQuery } from '../../api/contract/common-fields';
import { membershipRoutes } from './membership-routes';
import type {  } from '../../api/contract/entities';

const subscribed = () => res<{ subscribed: boolean; effective_to?: string }>();

export const membershipContract = defineContract('membership', membershipRoutes, {
  invitationAllotsMine: { response: answer(w.list(membershipAllot)) },
  checkServiceSubscription: { response: subscribed() },
  subscribeService: { response: subscribed() },
  membershipsInvitations: { query: pageQuery(20), response: answer(w.page(membershipInvitee)) },
  membershipsInviteCode: { response: res<{ invite_code: string }>() },
  service: { response: answer(membershipService) },
  membership: { response: answer(membershipOverview) },
  checkMembershipSubscription: { response: subscribed() },
});
