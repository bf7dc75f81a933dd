// Form-engine messages: the generic one per rule, and the field presets the spec lists by name.
import { SCHEMA_MESSAGES } from '../api/schema/schema-messages';
import {
  BANK_CARD_MESSAGES,
  CAPTCHA_MESSAGES,
  EMAIL_MESSAGES,
  ID_CARD_MESSAGES,
  MOBILE_MESSAGES,
  REAL_NAME_MESSAGES,
} from './validation-messages';

export type RuleName =
  | 'required'
  | 'minlength'
  | 'maxlength'
  | 'pattern'
  | 'number'
  | 'email'
  | 'url'
  | 'min'
  | 'max'
  | 'repeat'
  | 'custom'
  | 'unique';

export type RuleMessages = Partial<Record<RuleName, string>>;

export const GENERIC_MESSAGES: Readonly<Record<RuleName, string>> = {
  required: SCHEMA_MESSAGES.required,
  minlength: '长度不能少于{minlength}个字符',
  maxlength: '长度不能超过{maxlength}个字符',
  pattern: '格式不正确',
  number: '请输入有效的数字',
  email: '邮箱格式不正确',
  url: '请输入有效的网址',
  min: '请输入不小于{min}的数值',
  max: '请输入不大于{max}的数值',
  repeat: '两次输入不一致',
  custom: '输入有误，请检查',
  unique: '该值已存在',
};

/** The spec's per-field messages (section "Form error messages by field"). */
export const FIELD_MESSAGES = {
  email: { required: EMAIL_MESSAGES.required, email: EMAIL_MESSAGES.invalid },
  mobile: { required: MOBILE_MESSAGES.required, custom: MOBILE_MESSAGES.invalid },
  idCard: { required: ID_CARD_MESSAGES.required, custom: ID_CARD_MESSAGES.invalid },
  bankCard: { required: BANK_CARD_MESSAGES.required },
  realName: { required: REAL_NAME_MESSAGES.required },
  oldPassword: { required: '原密码不能为空', minlength: '密码长度不能少于{minlength}位' },
  password: { required: '密码不能为空', minlength: '密码长度不能少于{minlength}位', maxlength: '密码长度不能超过{maxlength}位' },
  repeatPassword: { required: '请再次输入密码', repeat: '两次输入的密码不一致' },
  captcha: { required: CAPTCHA_MESSAGES.required },
} as const satisfies Record<string, RuleMessages>;

/** Fills {name} placeholders; a placeholder without a value is left as written. */
export function formatMessage(template: string, params: Readonly<Record<string, string | number | undefined>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const v = params[key];
    return v === undefined ? whole : String(v);
  });
}
