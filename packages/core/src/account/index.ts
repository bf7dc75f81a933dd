// The account: sign-up, login, mobile and captcha, passwords, profile and settings; their field rules, forms and texts.
export { CAPTCHA_RESEND_SECONDS } from '../ui/timing';
export { captchaResendText, CAPTCHA_TEXTS, MOBILE_CHECK_TEXTS } from './captcha-texts';
export { LOGIN_ERRORS, SIGNUP_ERRORS } from './account-error-texts';
export type { LoginErrorKey } from './account-error-texts';
export {
  LOGIN_TEXTS,
  SIGNUP_TEXTS,
  PASSWORD_RESET_TEXTS,
  MINE_TEXTS,
  MINE_ENTRIES,
  SETTINGS_TEXTS,
  PROFILE_TEXTS,
} from './account-screen-texts';
export { captchaButtonState } from './captcha-countdown';
export type { CaptchaButtonState } from './captcha-countdown';
export { ACCOUNT_FORMS, formWithout } from './account-forms';
export { registeredMobileDecision, unregisteredMobileDecision } from './mobile-check';
export type { MobileCheckOptions } from './mobile-rules';
export { MOBILE_MAX_LENGTH, isMainlandMobile, isForeignMobile, checkMobile } from './mobile-rules';
export { ID_CARD_MAX_LENGTH, isIdCardShape, idCardCheckChar, hasValidBirthDate, checkIdCard } from './id-card-rules';
export {
  isEmail,
  checkEmail,
  NICKNAME_MIN_DISPLAY_LENGTH,
  NICKNAME_MAX_DISPLAY_LENGTH,
  displayLength,
  isNickname,
  checkNickname,
} from './contact-rules';
export type { SignupPasswordError, PasswordChangeInput } from './password-rules';
export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  checkLoginPassword,
  checkRepeatPassword,
  checkSignupPasswordClient,
  checkSignupPasswordServer,
  checkPasswordChange,
} from './password-rules';
export {
  CAPTCHA_MAX_LENGTH,
  BANK_CARD_NO_MAX_LENGTH,
  BANK_CARD_NO_MIN_LENGTH,
  REAL_NAME_MAX_LENGTH,
  checkCaptcha,
  normalizeBankCardNo,
  passesLuhn,
  checkBankCardNo,
  normalizeRealName,
  isRealName,
  checkRealName,
} from './account-field-rules';
export type { CaptchaSendInput } from './captcha-send-rules';
export { checkCaptchaSend } from './captcha-send-rules';
export type { SliderChallenge, SliderPass, CsrfAnswer, DevSms } from './api/account-extras-contract';
export { ID_CARD_PATTERN, accountsContract } from './api/accounts-contract';
export { accountExtrasContract, SLIDER_TOKEN_FIELD } from './api/account-extras-contract';
export type { AccountsApi } from './api/accounts-api';
export type { AccountExtrasApi } from './api/account-extras-api';
export { accountsApi } from './api/accounts-api';
export { accountExtrasApi } from './api/account-extras-api';
export { StatusFlag, statusFlag } from './account-codes';
export { ACCOUNT_MESSAGES, AUTH_MESSAGES } from './account-answer-texts';
export { SMS_MESSAGES } from './captcha-answer-texts';
export { otherApi } from './api/other-api';
export { SUPPORT_TEXTS, idfaChannelOf } from './support-texts';
export type { NoticeMark, FundReservation } from './api/other-answers';
