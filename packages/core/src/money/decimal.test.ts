import Big from 'big.js';
import fc from 'fast-check';
import {
  AMOUNT_DP,
  NAV_DP,
  SHARES_DP,
  compareDecimal,
  isZero,
  parseDecimal,
  roundHalfUp,
  toAmountString,
  toDecimal,
  toNavString,
  toSharesString,
} from './decimal';

describe('toDecimal', () => {
  it('accepts decimal strings, finite numbers and decimals', () => {
    expect(toDecimal('1185.77').toFixed(2)).toBe('1185.77');
    expect(toDecimal(' +1.5 ').toString()).toBe('1.5');
    expect(toDecimal(0.012).toString()).toBe('0.012');
    expect(toDecimal(new Big('3.14')).toString()).toBe('3.14');
    expect(toDecimal('1e3').toString()).toBe('1000');
  });

  it.each(['', ' ', 'abc', '1,000', '1.2.3', 'NaN', 'Infinity', '--1'])('refuses the text %p with a TypeError', (text) => {
    expect(() => toDecimal(text)).toThrow(TypeError);
  });

  it.each([NaN, Infinity, -Infinity])('refuses the non-finite number %p', (n) => {
    expect(() => toDecimal(n)).toThrow(TypeError);
  });

  it('refuses values of other types at run time', () => {
    expect(() => toDecimal(null as unknown as string)).toThrow(TypeError);
  });

  it('divides with 20 places regardless of the global Big settings', () => {
    const saved = Big.DP;
    Big.DP = 2;
    try {
      expect(toDecimal(1).div(3).toFixed(20)).toBe('0.33333333333333333333');
    } finally {
      Big.DP = saved;
    }
  });
});

describe('parseDecimal', () => {
  it('returns null for untrusted non-decimals', () => {
    expect(parseDecimal('x')).toBeNull();
    expect(parseDecimal(undefined)).toBeNull();
    expect(parseDecimal({})).toBeNull();
    expect(parseDecimal(NaN)).toBeNull();
  });
  it('returns the decimal for decimal text', () => {
    expect(parseDecimal('2.50')?.toFixed(2)).toBe('2.50');
  });
});

describe('roundHalfUp', () => {
  it('rounds ties away from zero', () => {
    expect(roundHalfUp(toDecimal('0.125'), 2).toFixed(2)).toBe('0.13');
    expect(roundHalfUp(toDecimal('-0.125'), 2).toFixed(2)).toBe('-0.13');
    expect(roundHalfUp(toDecimal('0.124999'), 2).toFixed(2)).toBe('0.12');
  });
  it('never produces a negative zero', () => {
    expect(roundHalfUp(toDecimal('-0.001'), 2).toFixed(2)).toBe('0.00');
    expect(toAmountString('-0.004')).toBe('0.00');
  });
  it('refuses a negative or fractional number of places', () => {
    expect(() => roundHalfUp(toDecimal(1), -1)).toThrow(RangeError);
    expect(() => roundHalfUp(toDecimal(1), 1.5)).toThrow(RangeError);
  });
});

describe('scale constants and wire strings', () => {
  it('uses 2 places for amounts and shares and 4 for NAV', () => {
    expect([AMOUNT_DP, SHARES_DP, NAV_DP]).toEqual([2, 2, 4]);
    expect(toAmountString('1185.765')).toBe('1185.77');
    expect(toSharesString(83740.8729)).toBe('83740.87');
    expect(toNavString('1.18')).toBe('1.1800');
    expect(toNavString('1.23455')).toBe('1.2346');
  });
});

describe('isZero and compareDecimal', () => {
  it('compares across strings, numbers and decimals', () => {
    expect(isZero('0.00')).toBe(true);
    expect(isZero('-0')).toBe(true);
    expect(isZero('0.01')).toBe(false);
    expect(compareDecimal('1.10', 1.1)).toBe(0);
    expect(compareDecimal('1.09', '1.1')).toBe(-1);
    expect(compareDecimal(toDecimal('2'), '1.999')).toBe(1);
  });
});

describe('roundHalfUp properties', () => {
  const anyDecimal = fc
    .tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 10 }))
    .map(([m, e]) => toDecimal(m.toString()).div(10 ** e));
  const places = fc.integer({ min: 0, max: 6 });

  it('lands within half a unit of the last place and on that grid', () => {
    fc.assert(
      fc.property(anyDecimal, places, (x, dp) => {
        const r = roundHalfUp(x, dp);
        const half = toDecimal(5).div(10 ** (dp + 1));
        expect(r.minus(x).abs().lte(half)).toBe(true);
        expect(r.times(10 ** dp).mod(1).eq(0)).toBe(true);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(fc.property(anyDecimal, places, (x, dp) => expect(roundHalfUp(roundHalfUp(x, dp), dp).eq(roundHalfUp(x, dp))).toBe(true)));
  });

  it('rounds an exact tie away from zero', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), places, (k, dp) => {
        const unit = toDecimal(1).div(10 ** dp);
        const tie = toDecimal(k.toString()).plus('0.5').times(unit);
        const away = toDecimal(k.toString()).plus(1).times(unit);
        expect(roundHalfUp(tie, dp).eq(away)).toBe(true);
        expect(roundHalfUp(tie.neg(), dp).eq(away.neg())).toBe(true);
      }),
    );
  });

  it('round-trips wire strings', () => {
    fc.assert(
      fc.property(anyDecimal, (x) => {
        expect(toAmountString(toDecimal(toAmountString(x)))).toBe(toAmountString(x));
        expect(parseDecimal(toNavString(x))?.eq(roundHalfUp(x, 4))).toBe(true);
      }),
    );
  });
});
