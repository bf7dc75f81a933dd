// What the server answers for account rules the spec leaves to it (the spec's keyed texts are in
// account-error-texts.ts): users and profiles, sessions, CSRF and login throttles.
import { FAILURE_TEXTS } from '../api/catalogue/failure-texts';

export const ACCOUNT_MESSAGES = {
  mobileCodeUnknown: '不支持该国家或地区的手机号码',
  oldPasswordWrong: '原密码错误，请重新输入',
  usernameTaken: '该用户名已被使用，请换一个',
  cannotFollowSelf: '不能关注自己',
  userNotFound: '用户不存在',
  demoAccountOff: '演示帐号仅在演示模式下可用',
  devSmsNotYours: '只能查看本人手机号或本会话请求的验证码',
  loggedOut: '已退出登录',
} as const;

/** Sessions, CSRF and login throttles. */
export const AUTH_MESSAGES = {
  loginRequired: FAILURE_TEXTS.loginExpired,
  csrfFailed: '页面已过期，请刷新后重试',
  loginThrottledAccount: (minutes: number) => `该帐号登录失败次数过多，请${minutes}分钟后再试或找回密码`,
  loginThrottledAddress: (minutes: number) => `登录尝试过于频繁，请${minutes}分钟后再试`,
} as const;
