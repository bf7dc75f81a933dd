// The schema builders (`s.string()`, `s.object({...})` ...): each returns a Schema whose run checks and coerces.
import { compareDecimal } from '../../money';
import { SCHEMA_MESSAGES as M } from './schema-messages';
import { INVALID } from './schema-types';
import type { AnySchema, Invalid, ObjectSchema, RunContext, Schema, Shape } from './schema-types';

export interface OptionalSchema<O, I> extends Schema<O | undefined, I | undefined> {
  readonly kind: 'optional';
  readonly optional: true;
  readonly inner: Schema<O, I>;
}

export interface DefaultSchema<O, I> extends Schema<O, I | undefined> {
  readonly kind: 'default';
  readonly optional: true;
  readonly inner: Schema<O, I>;
}

function fail(ctx: RunContext, field: string, message: string): Invalid {
  (ctx.errors[field] ??= []).push(message);
  return INVALID;
}

function child(field: string, key: string | number): string {
  return field === '' ? String(key) : `${field}.${key}`;
}

function make<O, I = O>(kind: Schema<O, I>['kind'], run: Schema<O, I>['run']): Schema<O, I> {
  return { kind, optional: false, run };
}

export interface StringOptions {
  min?: number;
  max?: number;
  pattern?: RegExp;
  /** The message when the pattern does not match (default 格式不正确). */
  message?: string;
}

function string(opts: StringOptions = {}): Schema<string> {
  return make('string', (v, field, ctx) => {
    if (v === undefined || v === null) return fail(ctx, field, M.required);
    if (typeof v !== 'string') return fail(ctx, field, M.notString);
    if (opts.min !== undefined && v.length < opts.min) return fail(ctx, field, opts.min === 1 ? M.required : M.minLength(opts.min));
    if (opts.max !== undefined && v.length > opts.max) return fail(ctx, field, M.maxLength(opts.max));
    if (opts.pattern && !opts.pattern.test(v)) return fail(ctx, field, opts.message ?? M.pattern);
    return v;
  });
}

const INT_TEXT = /^-?\d+$/;

function int(opts: { min?: number; max?: number } = {}): Schema<number> {
  return make('int', (v, field, ctx) => {
    if (v === undefined || v === null || v === '') return fail(ctx, field, M.required);
    const n = typeof v === 'string' && ctx.coerce && INT_TEXT.test(v) ? Number(v) : v;
    if (typeof n !== 'number' || !Number.isSafeInteger(n)) return fail(ctx, field, M.notInt);
    if (opts.min !== undefined && n < opts.min) return fail(ctx, field, M.min(opts.min));
    if (opts.max !== undefined && n > opts.max) return fail(ctx, field, M.max(opts.max));
    return n;
  });
}

const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d+))?$/;

export interface DecimalOptions {
  /** Most digits after the point: 2 for amounts and shares, 4 for NAV. */
  dp: number;
  /** Inclusive bounds, as decimal strings. */
  min?: string;
  max?: string;
  /** Allow a leading minus (default false). */
  signed?: boolean;
}

/** A decimal carried as a string on the wire ('100.00'); a JSON number is refused so no float sneaks in. */
function decimal(opts: DecimalOptions): Schema<string> {
  return make('decimal', (v, field, ctx) => {
    if (v === undefined || v === null || v === '') return fail(ctx, field, M.required);
    const match = typeof v === 'string' ? DECIMAL_TEXT.exec(v) : null;
    if (typeof v !== 'string' || !match) return fail(ctx, field, M.notDecimal);
    if (match[1] === '-' && !opts.signed) return fail(ctx, field, M.negative);
    if ((match[3] ?? '').length > opts.dp) return fail(ctx, field, M.decimalPlaces(opts.dp));
    if (opts.min !== undefined && compareDecimal(v, opts.min) < 0) return fail(ctx, field, M.min(opts.min));
    if (opts.max !== undefined && compareDecimal(v, opts.max) > 0) return fail(ctx, field, M.max(opts.max));
    return v;
  });
}

const BOOL_TEXT: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };

function bool(): Schema<boolean> {
  return make('bool', (v, field, ctx) => {
    if (v === undefined || v === null || v === '') return fail(ctx, field, M.required);
    const b = typeof v === 'string' && ctx.coerce ? BOOL_TEXT[v] : v;
    if (typeof b !== 'boolean') return fail(ctx, field, M.notBool);
    return b;
  });
}

function enumOf<const T extends readonly (string | number)[]>(values: T): Schema<T[number]> & { readonly values: T } {
  const base = make<T[number]>('enum', (v, field, ctx) => {
    if (v === undefined || v === null || v === '') return fail(ctx, field, M.required);
    const hit = values.find((x) => x === v || (ctx.coerce && typeof x === 'number' && typeof v === 'string' && String(x) === v));
    return hit === undefined ? fail(ctx, field, M.notEnum) : hit;
  });
  return { ...base, values };
}

function array<O, I>(item: Schema<O, I>, opts: { min?: number; max?: number } = {}): Schema<O[], I[]> {
  return make<O[], I[]>('array', (v, field, ctx) => {
    if (v === undefined || v === null) return fail(ctx, field, M.required);
    if (!Array.isArray(v)) return fail(ctx, field, M.notArray);
    if (opts.min !== undefined && v.length < opts.min) return fail(ctx, field, M.minItems(opts.min));
    if (opts.max !== undefined && v.length > opts.max) return fail(ctx, field, M.maxItems(opts.max));
    const out: O[] = [];
    let bad = false;
    v.forEach((x: unknown, i) => {
      const r = item.run(x, child(field, i), ctx);
      if (r === INVALID) bad = true;
      else out.push(r);
    });
    return bad ? INVALID : out;
  });
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Unknown keys are dropped, so a handler only ever sees the fields the contract names. */
function object<S extends Shape>(shape: S): ObjectSchema<S> {
  const run = (v: unknown, field: string, ctx: RunContext) => {
    if (v === undefined || v === null) return fail(ctx, field, M.required);
    if (!isPlainObject(v)) return fail(ctx, field, M.notObject);
    const out: Record<string, unknown> = {};
    let bad = false;
    for (const [key, schema] of Object.entries(shape)) {
      const r = (schema as AnySchema).run(v[key], child(field, key), ctx);
      if (r === INVALID) bad = true;
      else if (r !== undefined) out[key] = r;
    }
    return bad ? INVALID : out;
  };
  return { kind: 'object', optional: false, shape, run } as ObjectSchema<S>;
}

function optional<O, I>(inner: Schema<O, I>): OptionalSchema<O, I> {
  return {
    kind: 'optional',
    optional: true,
    inner,
    run: (v, field, ctx) => (v === undefined || (ctx.coerce && v === '') ? undefined : inner.run(v, field, ctx)),
  };
}

/** Optional on input; the default fills a missing value, so the output always has it. */
function withDefault<O, I>(inner: Schema<O, I>, value: O): DefaultSchema<O, I> {
  return {
    kind: 'default',
    optional: true,
    inner,
    run: (v, field, ctx) => (v === undefined || (ctx.coerce && v === '') ? value : inner.run(v, field, ctx)),
  };
}

function nullable<O, I>(inner: Schema<O, I>): Schema<O | null, I | null> {
  return make<O | null, I | null>('nullable', (v, field, ctx) => (v === null ? null : inner.run(v, field, ctx)));
}

/** Any JSON value, unchecked: for the few payloads the spec leaves open (feedback extras, chat cards). */
function unknownValue(): Schema<unknown> {
  return make<unknown>('unknown', (v) => v);
}

export const s = {
  string,
  int,
  decimal,
  bool,
  enum: enumOf,
  array,
  object,
  optional,
  withDefault,
  nullable,
  unknown: unknownValue,
} as const;
