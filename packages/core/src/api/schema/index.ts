export type {
  FieldErrors,
  Schema,
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
export { s } from './schema-builders';
export type { ValidateOptions } from './schema-validate';
export { validate } from './schema-validate';
export { SCHEMA_MESSAGES } from './schema-messages';
