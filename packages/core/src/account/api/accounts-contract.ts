// Request schemas and answer types of the accounts area (spec 01 §7). The server validates with them; the client imports them as types only.
import { ID_CARD_MESSAGES, MOBILE_MESSAGES } from '../../forms/validation-messages';
import { s } from '../../api/schema';
import { f, pageQuery } from '../../api/contract/common-fields';
import { defineContract, res } from '../../api/contract/define-contract';
import { accountsRoutes } from './accounts-routes';
import type {
  AccountSettings,
  AvatarSet,
  CareerOption,
  ChinaArea,
  IdentityVerification,
  LoginResult,
  MobileCode,
  OkAnswer,
  Page,
  SocialBinding,
  StatusAnswer,
  User,
} from '../../api/contract/entities';

export const ID_CARD_PATTERN = /^(\d{15}|\d{17}[\dXx])$/;

const passwordChange = () => s.string({ min: 6, max: 16 });

export const accountsContract = defineContract('accounts', accountsRoutes, {
  // The account is checked by the service, which answers mobile_error / account_invalid / account_unregistered.
  login: {
    body: s.object({ mobile: f.text(20), password: f.text(16), mobile_code_id: s.optional(f.id()) }),
    response: res<LoginResult>(),
  },
  // The password rule (2 of digits, letters, symbols; 6-16) is the service's: password_space / _length / _invalid.
  signup: {
    body: s.object({
      mobile: f.text(20),
      captcha: f.captcha(),
      password: f.text(32),
      mobile_code_id: s.optional(f.id()),
      from_ad: s.optional(s.string({ max: 64 })),
      from_wd: s.optional(s.string({ max: 64 })),
      invite_code: s.optional(s.string({ max: 32 })),
    }),
    response: res<LoginResult>(),
  },
  newMobileCaptcha: {
    query: s.object({ mobile: s.string({ pattern: /^\d{8,11}$/, message: MOBILE_MESSAGES.invalid }), mobile_code_id: s.withDefault(f.id(), 1), app: s.withDefault(s.string({ max: 16 }), 'SN') }),
    response: res<OkAnswer>(),
  },
  verifyMobileCaptcha: { query: s.object({ mobile: f.text(20), captcha: f.captcha() }), response: res<OkAnswer>() },
  /** status 1: the mobile is registered. */
  checkMobile: { query: s.object({ mobile: f.text(20) }), response: res<StatusAnswer>() },
  mobileCodes: { response: res<MobileCode[]>() },
  /** status 1: a trade password is set. */
  isTradePasswordSet: { response: res<StatusAnswer>() },
  settings: { response: res<AccountSettings>() },
  saveSettings: { body: s.object({ username: s.optional(s.string({ min: 2, max: 20 })) }), response: res<AccountSettings>() },
  // Display length 4-20 (wide characters count double) is the service's nickname check.
  setUsername: { body: s.object({ username: s.string({ min: 2, max: 20 }) }), response: res<OkAnswer>() },
  setPassword: { body: s.object({ mobile: f.text(20), captcha: f.captcha(), password: f.loginPassword() }), response: res<OkAnswer>() },
  changePassword: {
    body: s.object({ old_password: passwordChange(), password: passwordChange(), repeat_password: passwordChange() }),
    response: res<OkAnswer>(),
  },
  changeTradePassword: { body: s.object({ old_password: f.tradePassword(), password: f.newTradePassword() }), response: res<OkAnswer>() },
  resetTradePassword: {
    body: s.object({ id_card_no: s.string({ pattern: ID_CARD_PATTERN, message: ID_CARD_MESSAGES.invalid }), captcha: f.captcha(), password: f.newTradePassword() }),
    response: res<OkAnswer>(),
  },
  socialBindings: { response: res<SocialBinding[]>() },
  careers: { response: res<CareerOption[]>() },
  chinaAreas: { query: s.object({ parent: s.optional(s.string({ max: 12 })) }), response: res<ChinaArea[]>() },
  locationDetect: { response: res<{ province: string; city: string; district: string }>() },
  avatar: { response: res<AvatarSet>() },
  uploadAvatar: { response: res<AvatarSet>() },
  user: { response: res<User & { followed: boolean; followers_count: number }>() },
  followUser: { response: res<OkAnswer>() },
  unfollowUser: { response: res<OkAnswer>() },
  userFriends: { query: pageQuery(20), response: res<Page<User>>() },
  identityMine: { response: res<IdentityVerification>() },
  submitIdentity: {
    body: s.object({ real_name: f.text(20), id_card_no: s.string({ pattern: ID_CARD_PATTERN, message: ID_CARD_MESSAGES.invalid }) }),
    response: res<IdentityVerification>(),
  },
  setPrivateFundQualified: { body: s.object({ qualified: s.bool() }), response: res<OkAnswer>() },
});
