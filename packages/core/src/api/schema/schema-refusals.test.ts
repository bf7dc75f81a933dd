import fc from 'fast-check';
import { f } from '../contract/common-fields';
import { s, SCHEMA_LIMITS, isCleanText } from './schema-builders';
import { SCHEMA_MESSAGES as M } from './schema-messages';
import { validate } from './schema-validate';

const INT4_MAX = 2147483647;
const INT4_MIN = -2147483648;
// Fixed seed: the same cases on every run and in CI.
const SEED = { seed: 20261125 };

function messagesOf(r: ReturnType<typeof validate>): string[] {
  return r.ok ? [] : Object.values(r.errors).flat();
}

describe('schema kit refuses what no database column can hold', () => {
  it('refuses any text with a NUL byte anywhere', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), fc.string({ maxLength: 50 }), (before, after) => {
        expect(messagesOf(validate(s.string(), `${before}\u0000${after}`))).toEqual([M.badCharacters]);
      }),
      SEED,
    );
  });

  it('refuses any text with half of a surrogate pair, high or low', () => {
    const lone = fc.oneof(fc.integer({ min: 0xd800, max: 0xdbff }), fc.integer({ min: 0xdc00, max: 0xdfff })).map((c) => String.fromCharCode(c));
    // The character after the half is ASCII, so it can never complete a pair.
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), lone, fc.string({ maxLength: 20 }), (before, half, after) => {
        expect(validate(s.string(), `${before}${half}x${after}`).ok).toBe(false);
      }),
      SEED,
    );
  });

  it('accepts any well-formed text without NUL, emoji and Chinese included', () => {
    fc.assert(
      fc.property(fc.fullUnicodeString({ maxLength: 100 }).filter((t) => !t.includes('\u0000')), (text) => {
        expect(isCleanText(text)).toBe(true);
        expect(validate(s.string(), text)).toEqual({ ok: true, value: text });
      }),
      SEED,
    );
    expect(validate(s.string(), '买入😀基金').ok).toBe(true);
  });

  it('refuses text over the default cap unless the schema allows more', () => {
    fc.assert(
      fc.property(fc.integer({ min: SCHEMA_LIMITS.stringMax + 1, max: 20000 }), (n) => {
        expect(messagesOf(validate(s.string(), 'x'.repeat(n)))).toEqual([M.maxLength(SCHEMA_LIMITS.stringMax)]);
      }),
      { ...SEED, numRuns: 20 },
    );
    expect(validate(s.string(), 'x'.repeat(SCHEMA_LIMITS.stringMax)).ok).toBe(true);
  });

  it('accepts every int4 and refuses every integer past it, as JSON or as query text', () => {
    fc.assert(
      fc.property(fc.integer({ min: INT4_MIN, max: INT4_MAX }), (n) => {
        expect(validate(s.int(), n)).toEqual({ ok: true, value: n });
        expect(validate(s.int(), String(n), { coerce: true })).toEqual({ ok: true, value: n });
      }),
      SEED,
    );
    const outside = fc.oneof(fc.bigInt({ min: BigInt(INT4_MAX) + 1n, max: 10n ** 40n }), fc.bigInt({ min: -(10n ** 40n), max: BigInt(INT4_MIN) - 1n }));
    fc.assert(
      fc.property(outside, (big) => {
        expect(validate(s.int(), String(big), { coerce: true }).ok).toBe(false);
        expect(validate(s.int(), Number(big)).ok).toBe(false);
      }),
      SEED,
    );
  });

  it('refuses every number that is not an integer: fractions, NaN, infinities, exponent text', () => {
    const notInt = fc.oneof(fc.double().filter((d) => !Number.isInteger(d)), fc.constant(Number.NaN), fc.constant(Infinity), fc.constant(-Infinity));
    fc.assert(
      fc.property(notInt, (d) => {
        expect(messagesOf(validate(s.int(), d))).toEqual([M.notInt]);
        expect(validate(s.int(), String(d), { coerce: true }).ok).toBe(false);
      }),
      SEED,
    );
    expect(validate(s.int(), '1e3', { coerce: true }).ok).toBe(false);
  });

  it('bounds an id to 1..2147483647 with the kit messages', () => {
    expect(validate(f.id(), INT4_MAX)).toEqual({ ok: true, value: INT4_MAX });
    expect(messagesOf(validate(f.id(), '3000000000', { coerce: true }))).toEqual(['不能大于2147483647']);
    expect(messagesOf(validate(f.id(), 0))).toEqual(['不能小于1']);
    expect(messagesOf(validate(f.page(), '99999999999999999999', { coerce: true }))).toEqual(['不能大于2147483647']);
  });

  it('refuses a decimal with more whole digits than a NUMERIC column holds', () => {
    fc.assert(
      fc.property(fc.integer({ min: SCHEMA_LIMITS.decimalIntDigits + 1, max: 400 }), (digits) => {
        expect(validate(f.amount(), `${'9'.repeat(digits)}.00`).ok).toBe(false);
      }),
      { ...SEED, numRuns: 30 },
    );
    expect(validate(f.amount(), `${'9'.repeat(SCHEMA_LIMITS.decimalIntDigits)}.99`).ok).toBe(true);
  });

  it('never takes a prototype key for a boolean or an enum value', () => {
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(messagesOf(validate(s.bool(), key, { coerce: true }))).toEqual([M.notBool]);
      expect(messagesOf(validate(s.enum(['week', 'year']), key, { coerce: true }))).toEqual([M.notEnum]);
    }
  });

  it('checks the text and depth inside a free-form value', () => {
    expect(messagesOf(validate(s.unknown(), { a: [{ b: 'x\u0000' }] }))).toEqual([M.badCharacters]);
    expect(messagesOf(validate(s.unknown(), { '\uD800': 1 }))).toEqual([M.badCharacters]);
    const deep = Array.from({ length: SCHEMA_LIMITS.depth + 1 }).reduce<unknown>((inner) => ({ a: inner }), 1);
    expect(messagesOf(validate(s.unknown(), deep))).toEqual([M.tooDeep]);
    expect(validate(s.unknown(), { card: { title: '基金', items: [1, 'a', null] } }).ok).toBe(true);
  });

  it('refuses a path parameter that is empty, too long or carries a NUL', () => {
    expect(validate(f.pathParam(), '000001')).toEqual({ ok: true, value: '000001' });
    expect(validate(f.pathParam(), '').ok).toBe(false);
    expect(validate(f.pathParam(), 'x'.repeat(129)).ok).toBe(false);
    expect(messagesOf(validate(f.pathParam(), 'a\u0000b'))).toEqual([M.badCharacters]);
  });
});
