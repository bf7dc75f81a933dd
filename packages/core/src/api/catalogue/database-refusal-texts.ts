// What the server answers when the database refuses a request's values: the caller's fault, so a 4xx with a
// clear message, never the database's own text.
import { SCHEMA_MESSAGES } from '../schema/schema-messages';
import { GENERIC_MESSAGES } from '../../forms/form-messages';

export const DATABASE_REFUSAL_TEXTS = {
  /** A value the column cannot hold (bad text, a number out of range, a NUL byte...). */
  badValue: SCHEMA_MESSAGES.badParam,
  /** A unique key already taken: the spec's generic unique-check message. */
  duplicate: GENERIC_MESSAGES.unique,
} as const;
