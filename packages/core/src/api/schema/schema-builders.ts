// The schema builders (`s.string()`, `s.object({...})` ...): each returns a Schema whose run checks and coerces.
import { compareDecimal } from '../../money';
import { SCHEMA_MESSAGES as M } from './schema-messages';
import { INVALID } from './schema-types';
import type { Invalid, ObjectSchema, RunContext, Schema, SchemaAbout, Shape } from './schema-types';

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

function make<O, I = O>(kind: Schema<O, I>['kind'], run: Schema<O, I>['run'], about?: SchemaAbout): Schema<O, I> {
  return about === undefined ? { kind, optional: false, run } : { kind, optional: false, run, about };
}

/**
 * Bounds every input value gets unless its schema says otherwise: ids and counts are PostgreSQL int4
 * columns, so a wider integer could only end in a database error; text and decimals get a length cap
 * so one field cannot carry a megabyte or a number no NUMERIC column holds.
 */
export const SCHEMA_LIMITS = {
  intMin: -2147483648,
  intMax: 2147483647,
  stringMax: 2000,
  /** Digits before the point of a decimal: NUMERIC(20, 2) holds 18; a trillion yuan is 13. */
  decimalIntDigits: 15,
  /** Nesting of a free-form (s.unknown) value. */
  depth: 16,
} as const;

/**
 * True when the text could be stored and echoed as it came: no NUL byte (PostgreSQL text refuses it) and
 * no half of a surrogate pair (not valid UTF-8 once encoded). A loop, not a regex: lookbehind breaks older WebViews.
 */
export function isCleanText(v: string): boolean {
  for (let i = 0; i < v.length; i += 1) {
    const c = v.charCodeAt(i);
    if (c === 0) return false;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = v.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1;
    } else if (c >= 0xdc00 && c <= 0xdfff) return false;
  }
  return true;
}

export interface StringOptions {
  min?: number;
  /** Longest accepted length (default SCHEMA_LIMITS.stringMax). */
  max?: number;
  pattern?: RegExp;
  /** The message when the pattern does not match (default 格式不正确). */
  message?: string;
}

function string(opts: StringOptions = {}): Schema<string> {
  const max = opts.max ?? SCHEMA_LIMITS.stringMax;
  return make('string', (v, field, ctx) => {
    if (v === undefined || v === null) return fail(ctx, field, M.required);
    if (typeof v !== 'string') return fail(ctx, field, M.notString);
    if (opts.min !== undefined && v.length < opts.min) return fail(ctx, field, opts.min === 1 ? M.required : M.minLength(opts.min));
    if (v.length > max) return fail(ctx, field, M.maxLength(max));
    if (!isCleanText(v)) return fail(ctx, field, M.badCharacters);
    if (opts.pattern && !opts.pattern.test(v)) return fail(ctx, field, opts.message ?? M.pattern);
    return v;
  }, { min: opts.min, max, pattern: opts.pattern });
}

const INT_TEXT = /^-?\d+$/;

/** An integer within [min, max]; both default to the int4 range so no id can overflow its column. */
function int(opts: { min?: number; max?: number } = {}): Schema<number> {
  const min = opts.min ?? SCHEMA_LIMITS.intMin;
  const max = opts.max ?? SCHEMA_LIMITS.intMax;
  return make('int', (v, field, ctx) => {
    if (v === undefined || v === null || v === '') return fail(ctx, field, M.required);
    const n = typeof v === 'string' && ctx.coerce && INT_TEXT.test(v) ? Number(v) : v;
    if (typeof n !== 'number' || !Number.isSafeInteger(n)) {
      // Digits too many for a safe integer are still an integer: say how big it may be.
      return fail(ctx, field, typeof n === 'number' && Number.isInteger(n) ? (n > 0 ? M.max(max) : M.min(min)) : M.notInt);
    }
    if (n < min) return fail(ctx, field, M.min(min));
    if (n > max) return fail(ctx, field, M.max(max));
    return n;
  }, { min, max });
}

/** Any finite JSON number: for answers that carry scores, weights or chart values as numbers. */
function number(): Schema<number> {
  return make('number', (v, field, ctx) => {
    if (v === undefined || v === null || v === '') return fail(ctx, field, M.required);
    const n = typeof v === 'string' && ctx.coerce && v.trim() !== '' ? Number(v) : v;
    if (typeof n !== 'number' || !Number.isFinite(n)) return fail(ctx, field, M.notNumber);
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
    if ((match[2] ?? '').length > SCHEMA_LIMITS.decimalIntDigits) return fail(ctx, field, M.max(opts.max ?? `1${'0'.repeat(SCHEMA_LIMITS.decimalIntDigits)}`));
    if (opts.min !== undefined && compareDecimal(v, opts.min) < 0) return fail(ctx, field, M.min(opts.min));
    if (opts.max !== undefined && compareDecimal(v, opts.max) > 0) return fail(ctx, field, M.max(opts.max));
    return v;
  }, { min: opts.min, max: opts.max, dp: opts.dp, signed: opts.signed ?? false });
}

const BOOL_TEXT: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };

function bool(): Schema<boolean> {
  return make('bool', (v, field, ctx) => {
    if (v === undefined || v === null || v === '') return fail(ctx, field, M.required);
    // Own keys only: 'constructor' must not find Object.prototype's.
    const b = typeof v === 'string' && ctx.coerce && Object.prototype.hasOwnProperty.call(BOOL_TEXT, v) ? BOOL_TEXT[v] : v;
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
  }, { item, min: opts.min, max: opts.max });
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
      const r = schema.run(v[key], child(field, key), ctx);
      if (r === INVALID) bad = true;
      else if (r !== undefined) out[key] = r;
    }
    return bad ? INVALID : out;
  };
  return { kind: 'object', optional: false, shape, run } as ObjectSchema<S>;
}

/** An object keyed by data (dates, codes): any keys, each value checked by the one schema. */
function record<O, I>(value: Schema<O, I>): Schema<Record<string, O>, Record<string, I>> {
  return make<Record<string, O>, Record<string, I>>('object', (v, field, ctx) => {
    if (v === undefined || v === null) return fail(ctx, field, M.required);
    if (!isPlainObject(v)) return fail(ctx, field, M.notObject);
    const out: Record<string, O> = {};
    let bad = false;
    for (const [key, x] of Object.entries(v)) {
      const r = value.run(x, child(field, key), ctx);
      if (r === INVALID) bad = true;
      // defineProperty: a '__proto__' key stays a key instead of replacing the prototype.
      else Object.defineProperty(out, key, { value: r, enumerable: true, writable: true, configurable: true });
    }
    return bad ? INVALID : out;
  }, { item: value });
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
    about: { item: inner, defaultValue: value },
    run: (v, field, ctx) => (v === undefined || (ctx.coerce && v === '') ? value : inner.run(v, field, ctx)),
  };
}

function nullable<O, I>(inner: Schema<O, I>): Schema<O | null, I | null> {
  return make<O | null, I | null>('nullable', (v, field, ctx) => (v === null ? null : inner.run(v, field, ctx)), { item: inner });
}

/** The first reason a free-form value cannot be stored, or undefined when it can. */
function freeFormProblem(v: unknown, depth: number): string | undefined {
  if (typeof v === 'string') return v.length > SCHEMA_LIMITS.stringMax ? M.maxLength(SCHEMA_LIMITS.stringMax) : isCleanText(v) ? undefined : M.badCharacters;
  if (typeof v !== 'object' || v === null) return undefined;
  if (depth >= SCHEMA_LIMITS.depth) return M.tooDeep;
  const items = Array.isArray(v) ? v : Object.entries(v).flat();
  for (const item of items) {
    const problem = freeFormProblem(item, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/** Any JSON value, for the few payloads the spec leaves open (feedback extras, chat cards): only its text and depth are checked. */
function unknownValue(): Schema<unknown> {
  return make<unknown>('unknown', (v, field, ctx) => {
    const problem = freeFormProblem(v, 0);
    return problem ? fail(ctx, field, problem) : v;
  });
}

export const s = {
  string,
  int,
  number,
  decimal,
  bool,
  enum: enumOf,
  array,
  object,
  record,
  optional,
  withDefault,
  nullable,
  unknown: unknownValue,
} as const;
