export type { CheckResult, SignupPasswordErrorKey } from './validation-messages';
export {
  MOBILE_MESSAGES,
  ID_CARD_MESSAGES,
  EMAIL_MESSAGES,
  NICKNAME_MESSAGES,
  LOGIN_PASSWORD_MESSAGES,
  SIGNUP_PASSWORD_MESSAGES,
  SIGNUP_PASSWORD_ERRORS,
  PASSWORD_CHANGE_MESSAGES,
  TRADE_PASSWORD_MESSAGES,
  CAPTCHA_MESSAGES,
  BANK_CARD_MESSAGES,
  REAL_NAME_MESSAGES,
  CAPTCHA_SEND_MESSAGES,
  MOBILE_REGISTRATION_MESSAGES,
} from './validation-messages';
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
  TRADE_PASSWORD_LENGTH,
  isTradePassword,
  checkTradePasswordSetting,
  checkTradePasswordForSubmit,
} from './trade-password-rules';
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
export type { MoneyInputOptions } from './money-input';
export { sanitizeMoneyInput, moneyInputValue } from './money-input';
export type { RuleName, RuleMessages } from './form-messages';
export { GENERIC_MESSAGES, FIELD_MESSAGES, formatMessage } from './form-messages';
export type { FormValues, FieldRules, FieldSpec, FormSchema, FieldError, FormResult } from './form-engine';
export { validateFieldSync, validateField, validateFormSync, validateForm } from './form-engine';
export type { FormDefinition, FormState } from './form-state';
export { createForm } from './form-state';
export { FIELD_PRESETS } from './field-presets';
