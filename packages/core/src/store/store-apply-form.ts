// The store application form (spec 02 §2 /store/apply_form/): name, introduction, avatar, the advisor's
// qualification number and the agreement. The screen checks before sending; the server checks the same again.

export const STORE_NAME_LENGTH = { min: 2, max: 20 } as const;
export const STORE_INTRODUCTION_LENGTH = { min: 10, max: 500 } as const;
export const STORE_AVATAR_MAX_LENGTH = 500;
/** The securities association's practising certificate number: one capital letter and 13 digits (S0100619010001). */
export const QUALIFICATION_NO_PATTERN = /^[A-Z]\d{13}$/;

export const STORE_APPLY_MESSAGES = {
  nameRequired: '请填写小店名称',
  nameLength: `小店名称为${STORE_NAME_LENGTH.min}-${STORE_NAME_LENGTH.max}个字`,
  introductionRequired: '请填写小店简介',
  introductionLength: `小店简介为${STORE_INTRODUCTION_LENGTH.min}-${STORE_INTRODUCTION_LENGTH.max}个字`,
  avatarRequired: '请上传小店头像',
  avatarInvalid: '小店头像地址不正确',
  qualificationRequired: '请填写执业资格证书编号',
  qualificationInvalid: '执业资格证书编号为1位大写字母加13位数字',
  agreementRequired: '请阅读并同意《主理人服务协议》',
} as const;

export interface StoreApplyForm {
  name: string;
  introduction: string;
  avatar: string;
  qualification_no: string;
  agreement: boolean;
}

export type StoreApplyField = keyof StoreApplyForm;
export type StoreApplyErrors = Partial<Record<StoreApplyField, string>>;

/** Characters, not UTF-16 units: a name of emoji counts each as one. */
const length = (text: string): number => [...text].length;

const within = (text: string, range: { min: number; max: number }): boolean => length(text) >= range.min && length(text) <= range.max;

export function checkStoreName(name: string): string | null {
  const t = name.trim();
  if (t === '') return STORE_APPLY_MESSAGES.nameRequired;
  return within(t, STORE_NAME_LENGTH) ? null : STORE_APPLY_MESSAGES.nameLength;
}

export function checkStoreIntroduction(text: string): string | null {
  const t = text.trim();
  if (t === '') return STORE_APPLY_MESSAGES.introductionRequired;
  return within(t, STORE_INTRODUCTION_LENGTH) ? null : STORE_APPLY_MESSAGES.introductionLength;
}

/** An uploaded image: an https address or a path on this server, no spaces. */
export function checkStoreAvatar(avatar: string): string | null {
  const t = avatar.trim();
  if (t === '') return STORE_APPLY_MESSAGES.avatarRequired;
  if (length(t) > STORE_AVATAR_MAX_LENGTH) return STORE_APPLY_MESSAGES.avatarInvalid;
  return /^(https:\/\/[^\s/]+|\/[^\s/])[^\s]*$/.test(t) ? null : STORE_APPLY_MESSAGES.avatarInvalid;
}

export function checkQualificationNo(no: string): string | null {
  const t = no.trim();
  if (t === '') return STORE_APPLY_MESSAGES.qualificationRequired;
  return QUALIFICATION_NO_PATTERN.test(t) ? null : STORE_APPLY_MESSAGES.qualificationInvalid;
}

/** Every failing field with its message; empty when the form may be sent. */
export function checkStoreApplyForm(form: StoreApplyForm): StoreApplyErrors {
  const checks: [StoreApplyField, string | null][] = [
    ['name', checkStoreName(form.name)],
    ['introduction', checkStoreIntroduction(form.introduction)],
    ['avatar', checkStoreAvatar(form.avatar)],
    ['qualification_no', checkQualificationNo(form.qualification_no)],
    ['agreement', form.agreement ? null : STORE_APPLY_MESSAGES.agreementRequired],
  ];
  const errors: StoreApplyErrors = {};
  for (const [field, message] of checks) if (message !== null) errors[field] = message;
  return errors;
}

/** The form as stored: trimmed text. */
export function normalStoreApplyForm(form: StoreApplyForm): StoreApplyForm {
  return { ...form, name: form.name.trim(), introduction: form.introduction.trim(), avatar: form.avatar.trim(), qualification_no: form.qualification_no.trim() };
}
