// Texts of account rules the spec leaves to the server.
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
