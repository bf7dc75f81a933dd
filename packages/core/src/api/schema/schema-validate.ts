// Runs a schema over a value and reports either the cleaned value or the per-field Chinese messages.
import { INVALID, ROOT_FIELD } from './schema-types';
import type { FieldErrors, Schema, ValidationResult } from './schema-types';

export interface ValidateOptions {
  /** Set for query strings: numeric and boolean text is converted before checking. */
  coerce?: boolean;
}

export function validate<O, I>(schema: Schema<O, I>, value: unknown, opts: ValidateOptions = {}): ValidationResult<O> {
  const errors: FieldErrors = {};
  const out = schema.run(value, '', { coerce: opts.coerce ?? false, errors });
  if (out === INVALID || Object.keys(errors).length > 0) {
    // A failure of the whole value is reported under the root key rather than an empty field name.
    const rootMessages = errors[''];
    if (rootMessages) {
      delete errors[''];
      errors[ROOT_FIELD] = rootMessages;
    }
    return { ok: false, errors };
  }
  return { ok: true, value: out };
}
