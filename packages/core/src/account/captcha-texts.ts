// Screen texts of SMS captchas and the mobile check.
import { CAPTCHA_RESEND_SECONDS } from '../ui/timing';

/** Captcha button text while the resend countdown runs; n is the seconds left. */
export function captchaResendText(n: number): string {
  return `重新发送(${n})`;
}

export const CAPTCHA_TEXTS = {
  send: '获取验证码',
  sent: '验证码已发送，请注意查收',
  agreementRequired: '请勾选阅读协议',
  resendSeconds: CAPTCHA_RESEND_SECONDS,
} as const;

export const MOBILE_CHECK_TEXTS = {
  registeredConfirm: '该手机号码已注册，是否直接登录？',
  registeredToast: '该手机号已注册过了！',
  loginButton: '登录',
  unregisteredConfirm: '该手机号码尚未注册，是否直接注册？',
  registerButton: '注册',
} as const;
