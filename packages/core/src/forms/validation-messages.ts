// Every validator message in one place. Verbatim spec strings are marked; the rest is the natural
// Chinese for messages the spec gives only in English or leaves out.
import { CAPTCHA_TEXTS, MOBILE_CHECK_TEXTS } from '../account/captcha-texts';

/** A check's answer: the message to show, or null when the value passes. */
export type CheckResult = string | null;

export const MOBILE_MESSAGES = {
  required: '手机号码不能为空',
  invalid: '请输入正确的手机号码',
} as const;

export const ID_CARD_MESSAGES = {
  required: '身份证号码不能为空',
  invalid: '请输入正确的身份证号码',
  birthDate: '身份证号码中的出生日期无效，请核对后重新输入',
  checksum: '身份证号码校验位不正确，请核对后重新输入',
} as const;

export const EMAIL_MESSAGES = {
  required: '邮箱不能为空',
  invalid: '邮箱格式不正确',
} as const;

export const NICKNAME_MESSAGES = {
  hint: '4-20个字符，支持中英文、数字、下划线或减号',
  invalid: '用户名不合法，请输入4-20个字符，支持中英文、数字、下划线或减号',
} as const;

export const LOGIN_PASSWORD_MESSAGES = {
  hint: '请设置6-16位密码，建议使用数字加字符组合',
  required: '密码不能为空',
  length: '请输入6-16位密码',
  repeatRequired: '请再次输入密码',
  repeatMismatch: '两次输入的密码不一致',
} as const;

export const SIGNUP_PASSWORD_MESSAGES = {
  tooShort: '密码不能少于6位',
} as const;

/** The server's signup password rule; each key names what failed, each message restates the rule. */
export const SIGNUP_PASSWORD_ERRORS = {
  password_space: '密码不能包含空格，请设置6-16位、包含数字、字母、符号中至少两种的密码',
  password_length: '密码长度应为6-16位，且包含数字、字母、符号中至少两种',
  password_invalid: '密码需包含数字、字母、符号中至少两种，长度6-16位',
} as const;

export type SignupPasswordErrorKey = keyof typeof SIGNUP_PASSWORD_ERRORS;

export const PASSWORD_CHANGE_MESSAGES = {
  /** Verbatim from the spec. */
  tooShort: '密码不能少于6位，请重新输入',
  /** Verbatim from the spec. */
  mismatch: '确认密码不一致，请重新输入',
} as const;

export const TRADE_PASSWORD_MESSAGES = {
  /** Verbatim from the spec: setting a trade password that is not 6 digits. */
  setInvalid: '请输入6位纯数字交易密码',
  confirmMismatch: '两次输入的交易密码不一致，请重新输入',
  /** Verbatim from the spec: submitting a trade with fewer digits. */
  submitIncomplete: '请填写完整6位交易密码',
} as const;

export const CAPTCHA_MESSAGES = {
  required: '验证码不能为空',
  tooLong: '验证码不能超过8位',
} as const;

export const BANK_CARD_MESSAGES = {
  required: '银行卡号不能为空',
  invalid: '请输入正确的银行卡号',
  checksum: '银行卡号有误，请核对卡号后重新输入',
} as const;

export const REAL_NAME_MESSAGES = {
  required: '真实姓名不能为空',
  invalid: '请输入正确的真实姓名',
} as const;

export const CAPTCHA_SEND_MESSAGES = {
  /** Verbatim from the spec. */
  agreementRequired: CAPTCHA_TEXTS.agreementRequired,
  sliderRequired: '请先完成滑块验证',
} as const;

/** The optional prior-registration check on a mobile number (texts owned by ui/ui-texts). */
export const MOBILE_REGISTRATION_MESSAGES = MOBILE_CHECK_TEXTS;
