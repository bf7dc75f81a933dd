// The static types of endpoint functions, derived from the contract (type-only: no schema reaches the client).
import type { InferInput } from '../schema';
import type { CachedAnswer } from '../client/cached-get';
import type { Intent } from '../client/idempotency';
import type { UploadFile } from '../client/api-client';
import type { Contract, AreaName } from '../contract';
import type { PathParamNames } from '../contract/route';
import type { ResponseOf } from '../contract/define-contract';

/** The type with no required keys: what `{}` means in these mapped types, spelled so lint accepts it. */
type Empty = Record<never, never>;

type ParamsPart<C> = C extends { readonly path: infer P extends string }
  ? [PathParamNames<P>] extends [never]
    ? Empty
    : { params: Record<PathParamNames<P>, string | number> }
  : Empty;

type QueryPart<C> = C extends { readonly query: infer Q } ? (Empty extends InferInput<Q> ? { query?: InferInput<Q> } : { query: InferInput<Q> }) : Empty;
type BodyPart<C> = C extends { readonly body: infer B } ? (Empty extends InferInput<B> ? { body?: InferInput<B> } : { body: InferInput<B> }) : Empty;
type IntentPart<C> = C extends { readonly idempotent: true } ? { intent: Intent } : Empty;
type UploadPart<C> = C extends { readonly upload: string } ? { file: UploadFile } : Empty;

/** What one call takes: `{ params?, query?, body?, intent?, file? }` as its route and schemas require. */
export type CallInput<C> = ParamsPart<C> & QueryPart<C> & BodyPart<C> & IntentPart<C> & UploadPart<C>;
/** What one call answers with. */
export type CallAnswer<C> = C extends { readonly response: ResponseOf<infer T> } ? T : never;

export type Endpoint<C> = Empty extends CallInput<C> ? (input?: CallInput<C>) => Promise<CallAnswer<C>> : (input: CallInput<C>) => Promise<CallAnswer<C>>;

/** A cached call also offers `.cached(input)`: the stored copy first, then the fresh one. */
export type CachedEndpoint<C> = Endpoint<C> & {
  cached: Empty extends CallInput<C>
    ? (input?: CallInput<C>) => AsyncGenerator<CachedAnswer<CallAnswer<C>>, void, undefined>
    : (input: CallInput<C>) => AsyncGenerator<CachedAnswer<CallAnswer<C>>, void, undefined>;
};

/** The endpoint functions of one contract area object (any `defineContract` result). */
export type ContractApi<C> = {
  readonly [K in keyof C]: C[K] extends { readonly cached: true } ? CachedEndpoint<C[K]> : Endpoint<C[K]>;
};

export type AreaApi<A extends AreaName> = ContractApi<Contract[A]>;

/** Input and answer of a call by its area and key: `CallInputOf<'trading', 'buy'>`. */
export type CallInputOf<A extends AreaName, K extends keyof Contract[A]> = CallInput<Contract[A][K]>;
export type CallAnswerOf<A extends AreaName, K extends keyof Contract[A]> = CallAnswer<Contract[A][K]>;
