import fc from 'fast-check';
import { formatChineseUnits, toChineseUnitParts } from './chinese-units';
import { toDecimal } from './decimal';

describe('Chinese unit formatting', () => {
  it('keeps numbers of up to 4 integer digits as they are', () => {
    expect(formatChineseUnits('9999')).toBe('9999.00');
    expect(formatChineseUnits('-1234.5')).toBe('-1234.50');
    expect(formatChineseUnits(0)).toBe('0.00');
  });

  it('switches to 万 past 4 integer digits', () => {
    expect(formatChineseUnits('10000')).toBe('1.00万');
    expect(formatChineseUnits('12345.67')).toBe('1.23万');
    expect(formatChineseUnits('-56789')).toBe('-5.68万');
    expect(formatChineseUnits('99999999')).not.toContain('万');
  });

  it('switches to 亿 past 8 integer digits', () => {
    expect(formatChineseUnits('100000000')).toBe('1.00亿');
    expect(formatChineseUnits('123456789012')).toBe('1234.57亿');
  });

  it('promotes to the next unit when rounding reaches it', () => {
    expect(formatChineseUnits('9999.996')).toBe('1.00万');
    expect(formatChineseUnits('99999999')).toBe('1.00亿');
  });

  it('can trim trailing zeros and use other precisions', () => {
    expect(formatChineseUnits('50000', { trimZeros: true })).toBe('5万');
    expect(formatChineseUnits('51000', { trimZeros: true })).toBe('5.1万');
    expect(formatChineseUnits('2000', { trimZeros: true })).toBe('2000');
    expect(formatChineseUnits('12345', { dp: 0 })).toBe('1万');
    expect(toChineseUnitParts('250000000')).toEqual({ value: '2.50', unit: '亿' });
  });

  it('scales back to within half a unit of the last place for any amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n }), (cents) => {
        const x = toDecimal(cents.toString()).div(100);
        const { value, unit } = toChineseUnitParts(x);
        const factor = unit === '亿' ? 1e8 : unit === '万' ? 1e4 : 1;
        const back = toDecimal(value).times(factor);
        expect(back.minus(x).abs().lte(toDecimal(0.005).times(factor))).toBe(true);
        // The unit is the largest one that keeps the scaled number under 10,000.
        expect(toDecimal(value).abs().lt(10000) || unit === '亿').toBe(true);
        if (unit !== '') expect(toDecimal(value).abs().gte(1)).toBe(true);
      }),
    );
  });
});
