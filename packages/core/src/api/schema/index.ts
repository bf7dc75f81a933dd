/*
 * Why our own schema kit and not zod: the contract is written once in core and used two ways.
 * The server runs these schemas on every request body and query; the mini program imports the
 * contract with `import type` only, so it pays nothing for them. A library would still be pulled
 * into the main package by any value import (a default, an enum), and zod alone is ~50 KB minified
 * (~13 KB gzip) against the 2 MB main-package cap. The kit is ~250 lines, covers the shapes the spec needs
 * (decimal strings for money, ints, enums, optional / nullable / defaulted keys), infers static
 * types with `Infer<typeof schema>` and reports Chinese messages per field in the same
 * `{field: [messages]}` form the API answers with.
 */
export type {
  FieldErrors,
  Schema,
  SchemaAbout,
  AnySchema,
  Shape,
  ObjectSchema,
  ObjectIn,
  ObjectOut,
  Infer,
  InferInput,
  ValidationResult,
} from './schema-types';
export { ROOT_FIELD } from './schema-types';
export type { OptionalSchema, DefaultSchema, StringOptions, DecimalOptions } from './schema-builders';
export { s, SCHEMA_LIMITS, isCleanText } from './schema-builders';
export type { ValidateOptions } from './schema-validate';
export { validate } from './schema-validate';
export { SCHEMA_MESSAGES } from './schema-messages';
