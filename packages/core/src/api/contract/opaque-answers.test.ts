import { CONTRACT } from './contract';
import type { Contract } from './contract';
import type { ResponseOf } from './define-contract';
import type { JsonValue } from './entities';
import { OPAQUE_ANSWERS, type OpaqueAnswer } from './opaque-answers';

type Depth = readonly unknown[];
/** True when the type holds an open object (an index signature taking any JSON, as JsonObject's) at some depth. */
type Loose<T, D extends Depth = []> = D['length'] extends 8
  ? false
  : T extends readonly (infer U)[]
    ? Loose<U, [...D, 1]>
    : T extends object
      ? string extends keyof T
        ? T extends { [key: string]: infer V }
          ? JsonValue extends V
            ? true
            : Loose<V, [...D, 1]>
          : true
        : true extends { [K in keyof T]-?: Loose<T[K], [...D, 1]> }[keyof T]
          ? true
          : false
      : false;
type AnswerOf<C> = C extends { readonly response: ResponseOf<infer T> } ? T : never;
type LooseCalls = {
  [A in keyof Contract & string]: {
    [K in keyof Contract[A] & string]: true extends Loose<AnswerOf<Contract[A][K]>> ? `${A}.${K}` : never;
  }[keyof Contract[A] & string];
}[keyof Contract & string];

describe('contract answers', () => {
  it('are typed everywhere except the listed opaque ones', () => {
    // A compile error here names the calls that answer an open object without being listed.
    const unlisted: [Exclude<LooseCalls, OpaqueAnswer>] extends [never] ? 'none' : Exclude<LooseCalls, OpaqueAnswer> = 'none';
    // And a listed call that has meanwhile been typed must leave the list.
    const stale: [Exclude<OpaqueAnswer, LooseCalls>] extends [never] ? 'none' : Exclude<OpaqueAnswer, LooseCalls> = 'none';
    expect([unlisted, stale]).toEqual(['none', 'none']);
  });

  it('lists only calls the contract has, each once and without a schema', () => {
    const calls = new Map<string, { response: ResponseOf<unknown> }>();
    for (const area of Object.values(CONTRACT)) for (const call of Object.values(area)) calls.set(call.name, call);
    expect(new Set(OPAQUE_ANSWERS).size).toBe(OPAQUE_ANSWERS.length);
    for (const name of OPAQUE_ANSWERS) {
      expect(calls.has(name)).toBe(true);
      expect(calls.get(name)?.response.schema).toBeUndefined();
    }
  });
});
