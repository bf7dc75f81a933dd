// Store calls the spec's pages need but its call list does not name: the followed stores' page, the settings
// page's bindings and the reviewers' calls. Kept out of API_ROUTES, which mirrors the spec inventory exactly.
import { route } from '../../api/contract/route';

export const storeExtrasRoutes = {
  following: route('GET', '/store/following/'),
  socialBindingsList: route('GET', '/store/social_bindings/'),
  /** Reviewers only (the server's STORE_REVIEWER_IDS); everyone else gets 404. */
  reviewApplies: route('GET', '/store/review/applies/'),
  approveApply: route('POST', '/store/review/applies/{id}/approve/'),
  rejectApply: route('POST', '/store/review/applies/{id}/reject/'),
  /** Demo mode only: approves the caller's own application under review. */
  devApproveMine: route('POST', '/dev/store/approve'),
};
