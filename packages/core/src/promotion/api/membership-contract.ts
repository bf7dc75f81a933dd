// Request schemas and answers of membership and service subscriptions (spec 03 §7; ./membership-answers.ts).
import { s } from '../../api/schema';
import { answer, defineContract } from '../../api/contract/define-contract';
import { w } from '../../api/contract/answer-fields';
import { pageQuery } from '../../api/contract/common-fields';
import { membershipAllotV2, membershipInviteCodeV2, membershipInviteeV2, membershipOverviewV2, membershipServiceV2, subscriptionV2 } from './membership-answers';
import { membershipRoutes } from './membership-routes';

export const membershipContract = defineContract('membership', membershipRoutes, {
  invitationAllotsMine: { response: answer(w.list(membershipAllotV2)) },
  checkServiceSubscription: { response: answer(subscriptionV2) },
  /** pay_with: coins today; cash joins when the wallet can pay (a required field keeps hostile bodies out before the idempotency hash). */
  subscribeService: { body: s.object({ pay_with: s.enum(['coins']) }), response: answer(subscriptionV2) },
  membershipsInvitations: { query: pageQuery(20), response: answer(w.page(membershipInviteeV2)) },
  membershipsInviteCode: { response: answer(membershipInviteCodeV2) },
  service: { response: answer(membershipServiceV2) },
  membership: { response: answer(membershipOverviewV2) },
  checkMembershipSubscription: { response: answer(subscriptionV2) },
});
