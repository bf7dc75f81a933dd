// Texts of the server's own account rules (throttles, locks, sessions). The spec's keyed texts are core's.
export const AUTH_MESSAGES = {
  loginRequired: '登录认证失败，请重新登录',
  csrfFailed: '页面已过期，请刷新后重试',
  loginThrottledAccount: (minutes: number) => `该帐号登录失败次数过多，请${minutes}分钟后再试或找回密码`,
  loginThrottledAddress: (minutes: number) => `登录尝试过于频繁，请${minutes}分钟后再试`,
} as const;
