// Error keys the account, bank-card and risk calls answer with (`{errors: {key: [message]}}`), and their texts.
// The server sends them; the client branches on the key (spec 01 §8) and may show the text as is.
import { MOBILE_CHECK_TEXTS } from './captcha-texts';

/** Login (spec 01 §8): the key decides the dialog, the text is what it says. */
export const LOGIN_ERRORS = {
  mobile_error: '请输入正确的帐号',
  account_invalid: '帐号或密码错误，请重新输入。',
  account_unregistered: '帐号不存在，请重新输入或注册新帐号。',
} as const;
export type LoginErrorKey = keyof typeof LOGIN_ERRORS;

/** Signup beyond the password rule (whose keys live in forms' SIGNUP_PASSWORD_ERRORS). */
export const SIGNUP_ERRORS = {
  mobile_registered: MOBILE_CHECK_TEXTS.registeredConfirm,
} as const;

/** The first error of a bank-card verification or bind (spec 01 §8) picks the dialog's button. */
export const BANK_CARD_ERRORS = {
  verify_timeout: '银行验证超时，请稍后重试',
  trade_account_error: '交易帐户异常，请联系客服',
  bank_status_no_valid: '该银行暂停服务，请更换其他银行卡',
  bank_no_valid: '暂不支持该银行卡，请更换其他银行卡',
  identityverification_realname_error: '姓名与身份证号码不一致，请核对后重新输入',
  bank_card_exist: '该银行卡已被绑定，请更换其他银行卡',
} as const;
export type BankCardErrorKey = keyof typeof BANK_CARD_ERRORS;

/** Bank-card errors that get an OK button; verify_timeout gets a retry button, the rest 重新填写. */
export const BANK_CARD_OK_ERRORS: readonly BankCardErrorKey[] = [
  'trade_account_error',
  'bank_status_no_valid',
  'bank_no_valid',
  'identityverification_realname_error',
  'bank_card_exist',
];
