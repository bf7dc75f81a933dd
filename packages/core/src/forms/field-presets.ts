// Ready field specs for the account forms, carrying the spec's per-field messages.
import type { FieldSpec } from './form-engine';
import { FIELD_MESSAGES } from './form-messages';
import { CAPTCHA_MESSAGES } from './validation-messages';
import { isMainlandMobile, MOBILE_MAX_LENGTH } from '../account/mobile-rules';
import { checkIdCard, ID_CARD_MAX_LENGTH } from '../account/id-card-rules';
import { CAPTCHA_MAX_LENGTH, checkBankCardNo, checkRealName, REAL_NAME_MAX_LENGTH } from '../account/account-field-rules';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../account/password-rules';

/** A check's message as a custom-rule answer: null (valid) becomes true. */
const asCustom = (check: (v: string) => string | null) => (v: string): boolean | string => check(v) ?? true;

export const FIELD_PRESETS = {
  email: { rules: { required: true, email: true }, messages: FIELD_MESSAGES.email },
  mobile: {
    rules: { required: true, maxlength: MOBILE_MAX_LENGTH, custom: (v: string) => isMainlandMobile(v.trim()) },
    messages: { ...FIELD_MESSAGES.mobile, maxlength: FIELD_MESSAGES.mobile.custom },
  },
  idCard: {
    rules: {
      required: true,
      maxlength: ID_CARD_MAX_LENGTH,
      // The checksum and birth-date messages are more useful than the generic one, so they pass through.
      custom: asCustom(checkIdCard),
    },
    messages: { ...FIELD_MESSAGES.idCard, maxlength: FIELD_MESSAGES.idCard.custom },
  },
  bankCard: {
    rules: { required: true, custom: asCustom(checkBankCardNo) },
    messages: FIELD_MESSAGES.bankCard,
  },
  realName: { rules: { required: true, maxlength: REAL_NAME_MAX_LENGTH, custom: asCustom(checkRealName) }, messages: FIELD_MESSAGES.realName },
  oldPassword: { rules: { required: true, minlength: PASSWORD_MIN_LENGTH }, messages: FIELD_MESSAGES.oldPassword },
  password: {
    rules: { required: true, minlength: PASSWORD_MIN_LENGTH, maxlength: PASSWORD_MAX_LENGTH },
    messages: FIELD_MESSAGES.password,
  },
  repeatPassword: { rules: { required: true, repeat: 'password' }, messages: FIELD_MESSAGES.repeatPassword },
  captcha: {
    rules: { required: true, maxlength: CAPTCHA_MAX_LENGTH },
    messages: { ...FIELD_MESSAGES.captcha, maxlength: CAPTCHA_MESSAGES.tooLong },
  },
} as const satisfies Record<string, FieldSpec>;
