// What the server answers for the SMS captcha rules (send rate, daily limit, expiry, tries).
export const SMS_MESSAGES = {
  tooSoon: (seconds: number) => `验证码发送过于频繁，请${seconds}秒后再试`,
  dailyLimit: '今日验证码发送次数已达上限，请明天再试',
  expired: '验证码已过期，请重新获取',
  wrong: '验证码错误，请重新输入',
  tooManyTries: '验证码错误次数过多，请重新获取',
  notSentInDevelopment: '该手机号暂无验证码记录',
} as const;
