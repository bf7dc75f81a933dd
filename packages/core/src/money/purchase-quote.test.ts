import fc from 'fast-check';
import { quotePurchase } from './purchase-quote';
import { toAmountString, toDecimal, toSharesString } from './decimal';

describe('purchase quote', () => {
  it('matches the prospectus golden case: 100,000.00 at 1.2% and NAV 1.1800', () => {
    const q = quotePurchase({ amount: '100000.00', rate: '0.012', discount: '1', nav: '1.1800' });
    expect(toAmountString(q.net)).toBe('98814.23');
    expect(toAmountString(q.fee)).toBe('1185.77');
    expect(toSharesString(q.shares)).toBe('83740.87');
  });

  it('applies the discount to the rate', () => {
    const q = quotePurchase({ amount: '10000', rate: '0.015', discount: '0.1', nav: '1' });
    // 10000 / 1.0015 = 9985.0224...
    expect(toAmountString(q.net)).toBe('9985.02');
    expect(toAmountString(q.fee)).toBe('14.98');
  });

  it('charges nothing at a zero rate', () => {
    const q = quotePurchase({ amount: '500', rate: 0, discount: 1, nav: '2.0000' });
    expect([toAmountString(q.fee), toSharesString(q.shares)]).toEqual(['0.00', '250.00']);
  });

  it('refuses negative amounts or rates and a non-positive NAV', () => {
    expect(() => quotePurchase({ amount: '-1', rate: 0, discount: 1, nav: 1 })).toThrow(RangeError);
    expect(() => quotePurchase({ amount: '1', rate: -0.01, discount: 1, nav: 1 })).toThrow(RangeError);
    expect(() => quotePurchase({ amount: '1', rate: 0.01, discount: -1, nav: 1 })).toThrow(RangeError);
    expect(() => quotePurchase({ amount: '1', rate: 0.01, discount: 1, nav: 0 })).toThrow(RangeError);
  });

  it('always splits the amount exactly into fee and net, with shares within half a cent of net / NAV', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 100_000 }),
        (cents, rateBp, discountPct, navTenThousandths) => {
          const amount = toDecimal(cents).div(100);
          const nav = toDecimal(navTenThousandths).div(10000);
          const q = quotePurchase({ amount, rate: toDecimal(rateBp).div(10000), discount: toDecimal(discountPct).div(100), nav });
          expect(q.fee.plus(q.net).eq(amount)).toBe(true);
          expect(q.fee.gte(0)).toBe(true);
          expect(q.net.times(100).mod(1).eq(0)).toBe(true);
          expect(q.shares.minus(q.net.div(nav)).abs().lte('0.005')).toBe(true);
        },
      ),
    );
  });
});
