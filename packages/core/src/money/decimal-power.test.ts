import fc from 'fast-check';
import { decimalExp, decimalLn, decimalPow, decimalPowInt, toDecimal } from '.';

const close = (a: { minus(b: unknown): { abs(): { lt(n: string): boolean } } }, b: string, within = '1e-20') => a.minus(toDecimal(b)).abs().lt(within);

describe('decimal powers', () => {
  it('knows ln 2, e and a square root to 24 places', () => {
    expect(decimalLn(2).toFixed(24)).toBe('0.693147180559945309417232');
    expect(decimalExp(1).toFixed(24)).toBe('2.718281828459045235360287');
    expect(decimalPow('1.1', '0.5').toFixed(24)).toBe('1.048808848170151546991454');
  });

  it('refuses the logarithm of zero or less', () => {
    expect(() => decimalLn(0)).toThrow(RangeError);
    expect(() => decimalLn('-1')).toThrow(RangeError);
  });

  it('raises to integer powers exactly where the result is short', () => {
    expect(decimalPowInt('2', 10).toString()).toBe('1024');
    expect(decimalPowInt('2', -3).toString()).toBe('0.125');
    expect(decimalPowInt('1.5', 0).toString()).toBe('1');
  });

  it('exp undoes ln for any positive decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }), fc.integer({ min: 0, max: 6 }), (units, places) => {
        const x = toDecimal(units).div(10 ** places);
        const back = decimalExp(decimalLn(x));
        // 24 places on ln: relative error well under 1e-20.
        return back.minus(x).abs().div(x).lt('1e-20');
      }),
    );
  });

  it('a whole-number exponent agrees with repeated multiplication', () => {
    fc.assert(
      fc.property(fc.integer({ min: 500, max: 3000 }), fc.integer({ min: -20, max: 20 }), (thousandths, n) => {
        const x = toDecimal(thousandths).div(1000);
        return close(decimalPow(x, n).div(decimalPowInt(x, n)).minus(1), '0', '1e-18');
      }),
    );
  });
});
