import { useMemo, useRef, useState } from 'react';
import { createForm, type FormDefinition, type FormResult } from '@fund/core/forms';

export interface FormBinding {
  values: Record<string, string>;
  errors: Record<string, string | null>;
  set: (field: string, value: string) => void;
  /** Validate-on-blur: the field's message appears, and clears once the value is valid. */
  blur: (field: string, value?: string) => void;
  /** Validates every field (but `omit`) and shows their messages. */
  submit: (omit?: readonly string[]) => Promise<FormResult>;
  /** Sets several values at once (prefill from a query or a stored card). */
  fill: (values: Record<string, string>) => void;
}

/** Core's named form held by a screen. The definition may change (fields shown or hidden). */
export function useForm(definition: FormDefinition, initial: Record<string, string> = {}): FormBinding {
  const form = useMemo(() => createForm(definition), [definition]);
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const current = useRef(values);
  current.current = values;

  const set = (field: string, value: string) => {
    current.current = { ...current.current, [field]: value };
    setValues(current.current);
    // An error shown on blur clears as soon as the value becomes valid.
    if (errors[field]) void form.blur(field, current.current).then((message) => setErrors((e) => ({ ...e, [field]: message })));
  };
  const blur = (field: string, value?: string) => {
    const snapshot = value === undefined ? current.current : { ...current.current, [field]: value };
    void form.blur(field, snapshot).then((message) => setErrors((e) => ({ ...e, [field]: message })));
  };
  const submit = async (omit: readonly string[] = []) => {
    const all = await form.submit(current.current);
    const list = all.list.filter((e) => !omit.includes(e.field));
    const result: FormResult = { valid: list.length === 0, list, errors: Object.fromEntries(list.map((e) => [e.field, e.message])) };
    setErrors(Object.fromEntries(Object.keys(definition.fields).filter((f) => !omit.includes(f)).map((f) => [f, result.errors[f] ?? null])));
    return result;
  };
  const fill = (more: Record<string, string>) => {
    current.current = { ...current.current, ...more };
    setValues(current.current);
  };
  return { values, errors, set, blur, submit, fill };
}
