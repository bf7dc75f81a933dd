// A small form engine: rules per field, the first failing rule's message per field, and the list.
import { compareDecimal, parseDecimal } from '../money';
import type { RuleMessages, RuleName } from './form-messages';
import { GENERIC_MESSAGES, formatMessage } from './form-messages';
import { isEmail } from '../account/contact-rules';

export type FormValues = Readonly<Record<string, string | undefined>>;

export interface FieldRules {
  required?: boolean;
  minlength?: number;
  maxlength?: number;
  pattern?: RegExp;
  number?: boolean;
  email?: boolean;
  url?: boolean;
  min?: number | string;
  max?: number | string;
  /** The name of the field this one must equal (a password repeat). */
  repeat?: string;
  /** true passes; false fails with the field's custom message; a string fails with that message. */
  custom?: (value: string, values: FormValues) => boolean | string;
  /** Asks whether the value is already taken; resolves true when it exists. */
  unique?: (value: string) => Promise<boolean>;
}

export interface FieldSpec {
  rules: FieldRules;
  messages?: RuleMessages;
}

export type FormSchema = Readonly<Record<string, FieldSpec>>;

export interface FieldError {
  field: string;
  rule: RuleName;
  message: string;
}

export interface FormResult {
  valid: boolean;
  /** The first error of each failing field. */
  errors: Record<string, string>;
  /** The same errors in schema order, for the list under the form. */
  list: FieldError[];
}

const URL_PATTERN = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(\S*)$/i;

function messageFor(spec: FieldSpec, rule: RuleName): string {
  const template = spec.messages?.[rule] ?? GENERIC_MESSAGES[rule];
  const r = spec.rules;
  return formatMessage(template, { minlength: r.minlength, maxlength: r.maxlength, min: r.min, max: r.max });
}

function lengthOf(value: string): number {
  return [...value].length;
}

/** Each synchronous rule in the order they are reported; undefined means the rule is not set. */
function syncFailures(rules: FieldRules, value: string, values: FormValues): Array<[RuleName, boolean | string | undefined]> {
  const n = parseDecimal(value);
  return [
    ['minlength', rules.minlength !== undefined && lengthOf(value) < rules.minlength],
    ['maxlength', rules.maxlength !== undefined && lengthOf(value) > rules.maxlength],
    ['pattern', rules.pattern !== undefined && !rules.pattern.test(value)],
    ['number', rules.number === true && n === null],
    ['email', rules.email === true && !isEmail(value)],
    ['url', rules.url === true && !URL_PATTERN.test(value)],
    ['min', rules.min !== undefined && (n === null || compareDecimal(n, rules.min) < 0)],
    ['max', rules.max !== undefined && (n === null || compareDecimal(n, rules.max) > 0)],
    ['repeat', rules.repeat !== undefined && value !== (values[rules.repeat] ?? '')],
    ['custom', rules.custom === undefined ? false : customFailure(rules.custom(value, values))],
  ];
}

function customFailure(answer: boolean | string): boolean | string {
  return answer === true ? false : answer === false ? true : answer;
}

/** Every rule but the unique check; an empty optional field passes. */
export function validateFieldSync(schema: FormSchema, field: string, values: FormValues): FieldError | null {
  const spec = schema[field];
  if (spec === undefined) return null;
  const value = values[field] ?? '';
  if (value.trim() === '') {
    return spec.rules.required ? { field, rule: 'required', message: messageFor(spec, 'required') } : null;
  }
  for (const [rule, failed] of syncFailures(spec.rules, value, values)) {
    if (typeof failed === 'string') return { field, rule, message: failed };
    if (failed) return { field, rule, message: messageFor(spec, rule) };
  }
  return null;
}

/** validateFieldSync, then the unique lookup. A failed lookup leaves the field valid: the server rechecks. */
export async function validateField(schema: FormSchema, field: string, values: FormValues): Promise<FieldError | null> {
  const error = validateFieldSync(schema, field, values);
  const spec = schema[field];
  const value = values[field] ?? '';
  if (error || spec?.rules.unique === undefined || value.trim() === '') return error;
  let exists = false;
  try {
    exists = await spec.rules.unique(value);
  } catch {
    exists = false;
  }
  return exists ? { field, rule: 'unique', message: messageFor(spec, 'unique') } : null;
}

function toResult(found: Array<FieldError | null>): FormResult {
  const list = found.filter((e): e is FieldError => e !== null);
  const errors: Record<string, string> = {};
  for (const e of list) errors[e.field] = e.message;
  return { valid: list.length === 0, errors, list };
}

export function validateFormSync(schema: FormSchema, values: FormValues): FormResult {
  return toResult(Object.keys(schema).map((f) => validateFieldSync(schema, f, values)));
}

export async function validateForm(schema: FormSchema, values: FormValues): Promise<FormResult> {
  return toResult(await Promise.all(Object.keys(schema).map((f) => validateField(schema, f, values))));
}
