// A call's route: method, path with `{param}` placeholders, and the flags the request wrapper acts on.
import type { HttpMethod } from '../../ports';

export interface RouteFlags {
  /** The spec marks the call cached: stored copy first, then the fresh one (page 1 or no page only). */
  readonly cached?: true;
  /** Image POST: multipart through `transport.upload`; the value is the file's field name. */
  readonly upload?: string;
  /** Money moves: the request carries an Idempotency-Key kept by the caller's intent. */
  readonly idempotent?: true;
}

export interface Route<M extends HttpMethod = HttpMethod, P extends string = string> extends RouteFlags {
  readonly method: M;
  readonly path: P;
}

export type RouteTable = Readonly<Record<string, Route>>;

export function route<M extends HttpMethod, P extends string, F extends RouteFlags = Record<never, never>>(method: M, path: P, flags?: F): Route<M, P> & F {
  return { method, path, ...flags } as Route<M, P> & F;
}

/**
 * The names of a path's `{param}` placeholders, as a union of string literals. The one wildcard path
 * of the inventory ('/apps/idfa/callback*', six ad channels) takes its suffix as the param '*'.
 */
export type PathParamNames<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? K | PathParamNames<Rest>
  : P extends `${string}*`
    ? '*'
    : never;

const WILDCARD_SUFFIX = /^[\w/-]*$/;

/** Fills `{param}` placeholders (URL-encoded) and a trailing '*'; a missing value is a programming error and throws. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/\{(\w+)\}|\*$/g, (_, key: string | undefined) => {
    const value = params[key ?? '*'];
    if (value === undefined) throw new Error(`缺少路径参数 ${key ?? '*'}: ${path}`);
    if (key === undefined) {
      if (!WILDCARD_SUFFIX.test(String(value))) throw new Error(`路径后缀不合法: ${String(value)}`);
      return String(value);
    }
    return encodeURIComponent(String(value));
  });
}
