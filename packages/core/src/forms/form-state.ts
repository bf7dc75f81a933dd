// The form as a screen holds it: errors appear on blur, clear when the field becomes valid, and a
// submit checks every field. A slow unique check that returns after a newer blur is ignored.
import type { FieldError, FormResult, FormSchema, FormValues } from './form-engine';
import { validateField, validateForm } from './form-engine';

export interface FormDefinition {
  /** Forms must have a name: screens and tests address them by it. */
  name: string;
  fields: FormSchema;
}

export interface FormState {
  readonly name: string;
  /** Validates one field (on blur) and returns its message, or null once it is valid. */
  blur(field: string, values: FormValues): Promise<string | null>;
  /** Validates every field; the result's list is what the form shows under its fields. */
  submit(values: FormValues): Promise<FormResult>;
  errorOf(field: string): string | null;
  /** Current errors in field order. */
  errorList(): FieldError[];
  clear(field?: string): void;
}

export function createForm(definition: FormDefinition): FormState {
  if (definition.name.trim() === '') throw new Error('表单必须有名称');
  const schema = definition.fields;
  const order = Object.keys(schema);
  const errors = new Map<string, FieldError>();
  const checkSeq = new Map<string, number>();

  const nextSeq = (field: string): number => {
    const seq = (checkSeq.get(field) ?? 0) + 1;
    checkSeq.set(field, seq);
    return seq;
  };

  const record = (field: string, error: FieldError | null): void => {
    if (error) errors.set(field, error);
    else errors.delete(field);
  };

  return {
    name: definition.name,
    async blur(field, values) {
      const seq = nextSeq(field);
      const error = await validateField(schema, field, values);
      if (checkSeq.get(field) === seq) record(field, error);
      return errors.get(field)?.message ?? null;
    },
    async submit(values) {
      const seqs = order.map((f) => nextSeq(f));
      const result = await validateForm(schema, values);
      order.forEach((field, i) => {
        if (checkSeq.get(field) === seqs[i]) record(field, result.list.find((e) => e.field === field) ?? null);
      });
      return result;
    },
    errorOf: (field) => errors.get(field)?.message ?? null,
    errorList: () => order.flatMap((f) => {
      const e = errors.get(f);
      return e ? [e] : [];
    }),
    clear(field) {
      if (field === undefined) errors.clear();
      else errors.delete(field);
    },
  };
}
