// Test helper of the bad-input fuzz: every call of the contract, a valid-looking baseline for its query and
// body, and the fixed lists of hostile values each field, path parameter and whole body is sent in turn.
import type { AnySchema, CallDef } from '@fund/core/api';
import { contractCalls } from '../http/api-reference/served-calls';

export interface Probe {
  method: string;
  /** The URL under /api/v1 (already encoded). */
  url: string;
  /** The raw body and its content type, when one is sent. */
  payload?: string;
  contentType?: string;
  /** Headers that replace the caller's own (a forged token, an over-long idempotency key). */
  headers?: Record<string, string>;
  /** What was bad, for the failure list. */
  what: string;
}

/** Every call the server registers from core: the contract's areas and the account extras (slider, dev...). */
export function everyCall(): CallDef[] {
  return contractCalls();
}

const LONG = 'x'.repeat(10_000);

/** Path segments, already URL-encoded: NUL, a lone surrogate's UTF-8, ids past int4, prototype keys, 10k chars. */
export const BAD_PATH_SEGMENTS = ['a%00b', '%ED%A0%80', 'a%ED%B0%80b', '3000000000', '1e30', '-1', '0', '1.5', 'constructor', '__proto__', 'toString', LONG];

/** Query values, already URL-encoded. */
export const BAD_QUERY_VALUES = ['a%00b', '%ED%A0%80', '3000000000', '99999999999999999999', '1e30', '-1', '0', '1.5', 'NaN', 'constructor', '__proto__', 'toString', LONG];

/** Values a JSON body field is set to (JSON.stringify escapes the lone surrogate, the server parses it back). */
export const BAD_BODY_VALUES: unknown[] = ['a\u0000b', '\uD800', LONG, 3000000000, 1e30, -1, 0, 1.5, '99999999999999999999.99', 'constructor', [], {}, null, true];

function deeplyNested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Whole bodies: wrong JSON types, broken JSON, deep nesting, big (under and over the 1 MB limit), wrong content types. */
export const BAD_BODIES: { payload: string; contentType: string; what: string }[] = [
  { payload: 'null', contentType: 'application/json', what: 'body null' },
  { payload: '[]', contentType: 'application/json', what: 'body []' },
  { payload: '"text"', contentType: 'application/json', what: 'body string' },
  { payload: '123', contentType: 'application/json', what: 'body number' },
  { payload: '{"a":', contentType: 'application/json', what: 'invalid JSON' },
  { payload: '{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}', contentType: 'application/json', what: 'prototype keys' },
  { payload: deeplyNested(5000), contentType: 'application/json', what: 'nested 5000 deep' },
  { payload: JSON.stringify({ junk: 'x'.repeat(900_000) }), contentType: 'application/json', what: 'body 900 KB' },
  { payload: JSON.stringify({ junk: 'x'.repeat(1_100_000) }), contentType: 'application/json', what: 'body 1.1 MB' },
  { payload: 'hello', contentType: 'text/plain', what: 'text/plain' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded', what: 'form body' },
  { payload: '--x\r\nbroken', contentType: 'multipart/form-data; boundary=x', what: 'broken multipart' },
];

/** Header sets sent with a plain request: the Authorization and Idempotency-Key values are the caller's text too. */
export const BAD_HEADERS: Record<string, string>[] = [
  { authorization: `Token ${LONG}`, 'idempotency-key': LONG },
  { authorization: 'Token constructor', 'idempotency-key': '__proto__' },
  { authorization: 'Bearer \u00ff\u00fe', 'idempotency-key': '\u00ff' },
];

interface Shaped {
  kind: string;
  shape?: Record<string, AnySchema>;
  inner?: AnySchema;
  values?: readonly (string | number)[];
}

/** A value the schema would likely accept, so that one bad field at a time gets past the others. */
export function sample(schema: AnySchema): unknown {
  const sh = schema as unknown as Shaped;
  switch (sh.kind) {
    case 'int':
      return 1;
    case 'decimal':
      return '100.00';
    case 'string':
      return '1';
    case 'bool':
      return true;
    case 'enum':
      return sh.values?.[0];
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(sh.shape ?? {}).map(([k, v]) => [k, sample(v)]));
    case 'optional':
    case 'default':
      return sh.inner ? sample(sh.inner) : undefined;
    case 'nullable':
      return null;
    default:
      return {};
  }
}

/** The kind under optional / default wrappers: 'array' for `s.optional(s.array(...))`. */
function innerKind(schema: AnySchema | undefined): string | undefined {
  const sh = schema as unknown as Shaped | undefined;
  return (sh?.kind === 'optional' || sh?.kind === 'default') && sh.inner ? innerKind(sh.inner) : sh?.kind;
}

/** The top-level field names of an object schema (none for other kinds). */
export function fieldsOf(schema: AnySchema | undefined): string[] {
  const sh = schema as unknown as Shaped | undefined;
  return sh?.kind === 'object' ? Object.keys(sh.shape ?? {}) : [];
}

function queryString(values: Record<string, string>): string {
  const parts = Object.entries(values).map(([k, v]) => `${k}=${v}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

function encodeSample(v: unknown): string {
  return encodeURIComponent(typeof v === 'object' ? '' : String(v));
}

/** All probes of one call: each path parameter, each query field and each body field bad in turn, and each bad whole body. */
export function probesOf(call: CallDef): Probe[] {
  const params = [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  const fillWith = (bad?: { name: string; value: string }) =>
    call.path.replace(/\{(\w+)\}|\*$/g, (_, key: string | undefined) => (bad && key === bad.name ? bad.value : key === undefined ? 'x' : '1'));
  const baseQuery = Object.fromEntries(Object.entries((sample(call.query ?? ({ kind: 'object', shape: {} } as unknown as AnySchema)) ?? {}) as Record<string, unknown>).map(([k, v]) => [k, encodeSample(v)]));
  const baseBody = call.body ? sample(call.body) : undefined;
  const hasBody = call.method !== 'GET';
  const json = (body: unknown) => (hasBody ? { payload: JSON.stringify(body ?? {}), contentType: 'application/json' } : {});
  const out: Probe[] = [];
  const base = fillWith();
  for (const name of params) {
    for (const value of BAD_PATH_SEGMENTS) out.push({ method: call.method, url: fillWith({ name, value }) + queryString(baseQuery), ...json(baseBody), what: `path ${name}=${value.slice(0, 20)}` });
  }
  for (const field of fieldsOf(call.query)) {
    for (const value of BAD_QUERY_VALUES) out.push({ method: call.method, url: base + queryString({ ...baseQuery, [field]: value }), ...json(baseBody), what: `query ${field}=${value.slice(0, 20)}` });
    out.push({ method: call.method, url: `${base + queryString(baseQuery)}&${field}=1&${field}=2`, ...json(baseBody), what: `query ${field} twice` });
  }
  // Prototype keys as query names: a handler must never see them as fields or inherit through them.
  out.push({ method: call.method, url: `${base}?__proto__=1&constructor=1&toString=1&__proto__[x]=1${Object.entries(baseQuery).map(([k, v]) => `&${k}=${v}`).join('')}`, ...json(baseBody), what: 'query prototype names' });
  // Hostile headers with an otherwise plain request: a token that names no session, a key no column holds.
  for (const headers of BAD_HEADERS) out.push({ method: call.method, url: base + queryString(baseQuery), ...json(baseBody), headers, what: `headers ${JSON.stringify(headers).slice(0, 40)}` });
  if (hasBody) {
    for (const field of fieldsOf(call.body)) {
      for (const value of BAD_BODY_VALUES) {
        out.push({ method: call.method, url: base, ...json({ ...(baseBody as object), [field]: value }), what: `body ${field}=${JSON.stringify(value).slice(0, 20)}` });
      }
      // A list field gets each bad value as its one item, and inside an object item shaped like a portfolio
      // position (symbol, percent), the contract's one list of objects.
      if (innerKind((call.body as unknown as Shaped).shape?.[field]) === 'array') {
        for (const value of BAD_BODY_VALUES) {
          out.push({ method: call.method, url: base, ...json({ ...(baseBody as object), [field]: [value] }), what: `body ${field}=[${JSON.stringify(value).slice(0, 20)}]` });
          out.push({ method: call.method, url: base, ...json({ ...(baseBody as object), [field]: [{ symbol: value, percent: value }] }), what: `body ${field}=[{…${JSON.stringify(value).slice(0, 20)}}]` });
        }
      }
    }
    for (const bad of BAD_BODIES) out.push({ method: call.method, url: base, payload: bad.payload, contentType: bad.contentType, what: bad.what });
  }
  return out;
}

/** Paths no call has, with the same hostile segments: the unknown-path 404 must hold for them too. */
export function unknownPathProbes(): Probe[] {
  return BAD_PATH_SEGMENTS.flatMap((value) =>
    ['GET', 'POST', 'DELETE'].map((method) => ({ method, url: `/no/such/${value}/?q=${value}`, what: `unknown path ${value.slice(0, 20)}` })),
  );
}
