// The kit's types: Schema<Out, In>, Infer / InferInput, the per-field error map.

/** Per-field messages, the same form as the API's `{errors: {field: [messages]}}`. */
export type FieldErrors = Record<string, string[]>;

export interface RunContext {
  /** Query strings arrive as text: when set, '12' passes s.int and 'true' passes s.bool. */
  readonly coerce: boolean;
  readonly errors: FieldErrors;
}

/** Returned by a schema's run when the value failed (its messages are already in the context). */
export const INVALID: unique symbol = Symbol('invalid');
export type Invalid = typeof INVALID;

export type SchemaKind =
  | 'string'
  | 'int'
  | 'number'
  | 'decimal'
  | 'bool'
  | 'enum'
  | 'array'
  | 'object'
  | 'optional'
  | 'nullable'
  | 'default'
  | 'unknown';

/**
 * A schema that turns an input of type `In` into an output of type `Out`. The two differ only for
 * defaulted keys (optional in, present out). `_out` and `_in` exist only for type inference.
 */
export interface Schema<Out, In = Out> {
  readonly kind: SchemaKind;
  /** The key may be missing from an object on input. */
  readonly optional: boolean;
  /** What the schema accepts, for describing it (the API reference): bounds, pattern, item or inner schema. */
  readonly about?: SchemaAbout;
  readonly _out?: Out;
  readonly _in?: In;
  run(value: unknown, field: string, ctx: RunContext): Out | Invalid;
}

export type AnySchema = Schema<unknown, unknown>;

/** The limits a schema checks, read by the API reference generator (api/reference). */
export interface SchemaAbout {
  readonly min?: number | string;
  readonly max?: number | string;
  readonly pattern?: RegExp;
  /** Digits after the point of a decimal. */
  readonly dp?: number;
  readonly signed?: boolean;
  /** An array's items, a record's values, a nullable's or defaulted value's inner schema. */
  readonly item?: AnySchema;
  readonly defaultValue?: unknown;
}
export type Shape = Record<string, AnySchema>;

/** The validated (output) type of a schema. */
export type Infer<S> = S extends Schema<infer O, unknown> ? O : never;
/** The type a caller sends (defaulted keys may be left out). */
export type InferInput<S> = S extends Schema<unknown, infer I> ? I : never;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

type OptionalInKeys<S extends Shape> = { [K in keyof S]: S[K] extends { readonly optional: true } ? K : never }[keyof S];
type OptionalOutKeys<S extends Shape> = {
  [K in keyof S]: S[K] extends { readonly optional: true; readonly kind: 'optional' } ? K : never;
}[keyof S];

export type ObjectOut<S extends Shape> = Simplify<
  { [K in Exclude<keyof S, OptionalOutKeys<S>>]: Infer<S[K]> } & { [K in OptionalOutKeys<S>]?: Infer<S[K]> }
>;
export type ObjectIn<S extends Shape> = Simplify<
  { [K in Exclude<keyof S, OptionalInKeys<S>>]: InferInput<S[K]> } & { [K in OptionalInKeys<S>]?: InferInput<S[K]> }
>;

export interface ObjectSchema<S extends Shape> extends Schema<ObjectOut<S>, ObjectIn<S>> {
  readonly kind: 'object';
  readonly shape: S;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** The key under which a failure of the whole value (not of one field) is reported. */
export const ROOT_FIELD = 'non_field_errors';
