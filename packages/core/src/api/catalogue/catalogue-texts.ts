// The error catalogue's texts (spec 01 §8, 03 §8): the spec's Chinese as written, its English as natural Chinese.
import { COMMON_BUTTONS } from '../../ui/ui-texts';
import { MOBILE_CHECK_TEXTS } from '../../account/captcha-texts';
import { LOGIN_ERRORS, SIGNUP_ERRORS } from '../../account/account-error-texts';

export const LOGIN_ERROR_TEXTS = {
  mobileError: LOGIN_ERRORS.mobile_error,
  accountInvalid: LOGIN_ERRORS.account_invalid,
  accountUnregistered: LOGIN_ERRORS.account_unregistered,
  reenter: '重新输入',
  forgotPassword: '忘记密码',
  register: MOBILE_CHECK_TEXTS.registerButton,
  ok: COMMON_BUTTONS.confirm,
} as const;

export const SIGNUP_ERROR_TEXTS = {
  mobileRegistered: SIGNUP_ERRORS.mobile_registered,
  mobileRegisteredToast: MOBILE_CHECK_TEXTS.registeredToast,
  login: MOBILE_CHECK_TEXTS.loginButton,
  cancel: COMMON_BUTTONS.cancel,
  ok: COMMON_BUTTONS.confirm,
} as const;

export const BANK_CARD_ERROR_TEXTS = {
  retry: '重试',
  ok: COMMON_BUTTONS.confirm,
  refill: '重新填写',
  help: '绑卡遇到问题',
} as const;

export const CATALOGUE_URLS = {
  passwordReset: '/accounts/password/reset/',
  signup: '/accounts/signup/',
  login: '/accounts/login/',
  /** The buy FAQ, at its bank-card payment section. */
  buyFaq: '/faq/#unionpay',
} as const;
