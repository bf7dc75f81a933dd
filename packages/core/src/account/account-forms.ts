// The named forms of the account screens: which fields each has and the spec's message per rule.
// Screens validate a field on blur and every field on submit through createForm(…).
import { FIELD_PRESETS } from '../forms/field-presets';
import type { FieldSpec } from '../forms/form-engine';
import type { FormDefinition } from '../forms/form-state';
import {
  LOGIN_PASSWORD_MESSAGES,
  NICKNAME_MESSAGES,
  PASSWORD_CHANGE_MESSAGES,
  SIGNUP_PASSWORD_MESSAGES,
  TRADE_PASSWORD_MESSAGES,
} from '../forms/validation-messages';
import { checkLoginPassword, checkSignupPasswordClient, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-rules';
import { isTradePassword } from '../trade/trade-password-rules';
import { checkNickname } from './contact-rules';

const asCustom = (check: (v: string) => string | null) => (v: string): boolean | string => check(v) ?? true;

const loginPassword: FieldSpec = { rules: { required: true, custom: asCustom(checkLoginPassword) }, messages: { required: LOGIN_PASSWORD_MESSAGES.required } };
const signupPassword: FieldSpec = { rules: { required: true, custom: asCustom(checkSignupPasswordClient) }, messages: { required: LOGIN_PASSWORD_MESSAGES.required } };
const newLoginPassword: FieldSpec = {
  rules: { required: true, minlength: PASSWORD_MIN_LENGTH, maxlength: PASSWORD_MAX_LENGTH },
  messages: { required: LOGIN_PASSWORD_MESSAGES.required, minlength: SIGNUP_PASSWORD_MESSAGES.tooShort, maxlength: LOGIN_PASSWORD_MESSAGES.length },
};
const changePassword: FieldSpec = {
  rules: { required: true, minlength: PASSWORD_MIN_LENGTH },
  messages: { required: PASSWORD_CHANGE_MESSAGES.tooShort, minlength: PASSWORD_CHANGE_MESSAGES.tooShort },
};
const tradePassword: FieldSpec = {
  rules: { required: true, custom: isTradePassword },
  messages: { required: TRADE_PASSWORD_MESSAGES.setInvalid, custom: TRADE_PASSWORD_MESSAGES.setInvalid },
};
const tradePasswordRepeat = (of: string): FieldSpec => ({
  rules: { required: true, repeat: of },
  messages: { required: TRADE_PASSWORD_MESSAGES.confirmMismatch, repeat: TRADE_PASSWORD_MESSAGES.confirmMismatch },
});

export const ACCOUNT_FORMS = {
  login: { name: 'login', fields: { mobile: FIELD_PRESETS.mobile, password: loginPassword } },
  signup: { name: 'signup', fields: { mobile: FIELD_PRESETS.mobile, captcha: FIELD_PRESETS.captcha, password: signupPassword } },
  passwordReset: { name: 'password_reset', fields: { mobile: FIELD_PRESETS.mobile, captcha: FIELD_PRESETS.captcha, password: newLoginPassword } },
  passwordChange: {
    name: 'password_change',
    fields: {
      old_password: changePassword,
      password: changePassword,
      repeat_password: { rules: { required: true, minlength: PASSWORD_MIN_LENGTH, repeat: 'password' }, messages: { required: PASSWORD_CHANGE_MESSAGES.tooShort, minlength: PASSWORD_CHANGE_MESSAGES.tooShort, repeat: PASSWORD_CHANGE_MESSAGES.mismatch } },
    },
  },
  tradePasswordSet: { name: 'trade_password_set', fields: { password: tradePassword, repeat_password: tradePasswordRepeat('password') } },
  tradePasswordChange: {
    name: 'trade_password_change',
    fields: {
      old_password: { rules: { required: true, custom: isTradePassword }, messages: { required: TRADE_PASSWORD_MESSAGES.submitIncomplete, custom: TRADE_PASSWORD_MESSAGES.submitIncomplete } },
      password: tradePassword,
      repeat_password: tradePasswordRepeat('password'),
    },
  },
  tradePasswordReset: {
    name: 'trade_password_reset',
    fields: { id_card_no: FIELD_PRESETS.idCard, mobile: FIELD_PRESETS.mobile, captcha: FIELD_PRESETS.captcha, password: tradePassword, repeat_password: tradePasswordRepeat('password') },
  },
  nickname: { name: 'nickname', fields: { username: { rules: { required: true, custom: asCustom(checkNickname) }, messages: { required: NICKNAME_MESSAGES.invalid } } } },
  bindCard: {
    name: 'bind_card',
    fields: {
      real_name: FIELD_PRESETS.realName,
      id_card_no: FIELD_PRESETS.idCard,
      bank_card_no: FIELD_PRESETS.bankCard,
      mobile: FIELD_PRESETS.mobile,
      captcha: FIELD_PRESETS.captcha,
    },
  },
} as const satisfies Record<string, FormDefinition>;

/** The same form without some fields: the bind form drops identity when it is on file, and the captcha until the code is asked for. */
export function formWithout(definition: FormDefinition, omit: readonly string[]): FormDefinition {
  const fields = Object.fromEntries(Object.entries(definition.fields).filter(([name]) => !omit.includes(name)));
  return { name: definition.name, fields };
}
