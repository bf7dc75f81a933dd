import fc from 'fast-check';
import { roundHalfUp, toDecimal } from '@fund/core/money';
import { e4Text } from './fixed-point';
import { percentChange } from './series';

/** The definition, in core's decimals: (now / before - 1) * 100, half-up to 2 places. */
const byDecimals = (now: string, before: string): string => roundHalfUp(toDecimal(now).div(before).minus(1).times(100), 2).toFixed(2);

describe('percentChange', () => {
  it('gives the decimal definition for any pair of 4-place values (NAVs, index points)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), fc.integer({ min: 1, max: 999_999_999 }), (now, before) => {
        expect(percentChange(e4Text(now), e4Text(before))).toBe(byDecimals(e4Text(now), e4Text(before)));
      }),
      { numRuns: 5000 },
    );
  });

  it('rounds a half away from zero both ways and never shows -0.00', () => {
    // 1.00005 / 1 → +0.005 % rounds up to 0.01; 0.99995 → -0.005 % rounds to -0.01; a tiny fall shows 0.00.
    expect(percentChange('2.0001', '2.0000')).toBe('0.01');
    expect(percentChange('1.9999', '2.0000')).toBe('-0.01');
    expect(percentChange('3.9999', '4.0000')).toBe('0.00');
    expect(percentChange('1.1000', '1.0000')).toBe('10.00');
  });

  it('takes values of other precisions through the decimals', () => {
    expect(percentChange('1.123456', '1')).toBe(byDecimals('1.123456', '1'));
    expect(percentChange('12', '8')).toBe('50.00');
  });
});
