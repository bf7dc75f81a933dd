import fc from 'fast-check';
import { formatAmount, formatSignedAmount, parseAmountText } from './amount-format';
import { roundHalfUp, toAmountString, toDecimal } from './decimal';

describe('amount display', () => {
  it('groups thousands and fixes 2 places', () => {
    expect(formatAmount('98814.229')).toBe('98,814.23');
    expect(formatAmount('1185.77')).toBe('1,185.77');
    expect(formatAmount('-1234567')).toBe('-1,234,567.00');
    expect(formatAmount('12', 0)).toBe('12');
    expect(formatAmount('999')).toBe('999.00');
  });

  it('signs income lines', () => {
    expect(formatSignedAmount('1185.77')).toBe('+1,185.77');
    expect(formatSignedAmount('-3')).toBe('-3.00');
    expect(formatSignedAmount('0.001')).toBe('0.00');
  });

  it('reads grouped text back and refuses malformed text', () => {
    expect(parseAmountText('1,234.50')?.toFixed(2)).toBe('1234.50');
    expect(parseAmountText(' +3 ')?.toString()).toBe('3');
    expect(parseAmountText('1,23.00')).toBeNull();
    expect(parseAmountText('abc')).toBeNull();
  });

  const cents = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }).map((c) => toDecimal(c.toString()).div(100));

  it('round-trips any 2-place amount through display text', () => {
    fc.assert(
      fc.property(cents, (x) => {
        expect(parseAmountText(formatAmount(x))?.eq(x)).toBe(true);
        expect(toDecimal(toAmountString(x)).eq(x)).toBe(true);
      }),
    );
  });

  it('round-trips any decimal to its half-up rounding', () => {
    const anyDecimal = fc
      .tuple(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.integer({ min: 0, max: 8 }))
      .map(([m, e]) => toDecimal(m.toString()).div(10 ** e));
    fc.assert(
      fc.property(anyDecimal, (x) => {
        expect(parseAmountText(formatAmount(x))?.eq(roundHalfUp(x, 2))).toBe(true);
      }),
    );
  });
});
