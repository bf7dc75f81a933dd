// The form engine, form state, generic field messages and money input.
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
  CAPTCHA_MESSAGES,
  REAL_NAME_MESSAGES,
  CAPTCHA_SEND_MESSAGES,
  MOBILE_REGISTRATION_MESSAGES,
} from './validation-messages';
export type { MoneyInputOptions } from './money-input';
export { sanitizeMoneyInput, moneyInputValue } from './money-input';
export type { RuleName, RuleMessages } from './form-messages';
export { GENERIC_MESSAGES, FIELD_MESSAGES, formatMessage } from './form-messages';
export type { FormValues, FieldRules, FieldSpec, FormSchema, FieldError, FormResult } from './form-engine';
export { validateFieldSync, validateField, validateFormSync, validateForm } from './form-engine';
export type { FormDefinition, FormState } from './form-state';
export { createForm } from './form-state';
export { FIELD_PRESETS } from './field-presets';
