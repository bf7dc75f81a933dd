// Joins an area's routes with its request schemas and response types into the contract the server runs.
import type { AnySchema, Infer } from '../schema';
import type { Route, RouteTable } from './route';

/** Carries a response type; at run time it is one shared empty object. */
export interface ResponseOf<T> {
  readonly __response?: T;
  /** The answer's schema: server tests check real answers against it (the client never loads it). */
  readonly schema?: AnySchema;
}

const RESPONSE: ResponseOf<never> = Object.freeze({});

/** `response: res<LoginResult>()` names what the call answers with. */
export function res<T>(): ResponseOf<T> {
  return RESPONSE;
}

/** `response: answer(schemaOfIt)`: the answer's type is the schema's, and the schema travels with the call. */
export function answer<S extends AnySchema>(schema: S): ResponseOf<Infer<S>> & { readonly schema: S } {
  return { schema };
}

export interface CallSchemas {
  /** The query string (validate with `{ coerce: true }`). */
  readonly query?: AnySchema;
  /** The JSON body (or the form fields of an upload). */
  readonly body?: AnySchema;
  readonly response: ResponseOf<unknown>;
}

export type ContractOf<A extends string, R extends RouteTable, C extends { readonly [K in keyof R]: CallSchemas }> = {
  readonly [K in keyof R & string]: R[K] & C[K] & { readonly name: `${A}.${K}` };
};

/** One call of the contract: `{ name, method, path, flags, query?, body?, response }`. */
export type CallDef = Route & CallSchemas & { readonly name: string };

/**
 * Every route of the area must get its schemas and no extra key may appear: the compiler
 * enforces that the contract and the route table stay the same set of calls.
 */
export function defineContract<
  A extends string,
  R extends RouteTable,
  C extends { readonly [K in keyof R]: CallSchemas },
>(area: A, routes: R, calls: C & { readonly [K in Exclude<keyof C, keyof R>]: never }): ContractOf<A, R, C> {
  const out: Record<string, CallDef> = {};
  for (const key of Object.keys(routes)) {
    const r = routes[key];
    const c = (calls as Record<string, CallSchemas>)[key];
    if (r && c) out[key] = { ...r, ...c, name: `${area}.${key}` };
  }
  return out as ContractOf<A, R, C>;
}
