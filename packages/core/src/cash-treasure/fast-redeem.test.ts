import fc from 'fast-check';
import { toDecimal } from '../money/decimal';
import { FAST_REDEEM_DAILY_CAP, FAST_REDEEM_TEXTS, fastRedeemLeft, fastRedeemRefusal } from './fast-redeem';

// Amounts in fen, turned into yuan strings with two decimals.
const yuan = (fen: number) => toDecimal(fen).div(100).toFixed(2);
const fenAmount = fc.integer({ min: 0, max: 3_000_000 });

describe('fastRedeemLeft', () => {
  it('is the whole cap when nothing went out fast today', () => {
    expect(fastRedeemLeft(undefined)).toBe('10000.00');
    expect(fastRedeemLeft(null)).toBe('10000.00');
    expect(fastRedeemLeft('0')).toBe('10000.00');
  });

  it('is the cap minus what went out, and 0 once the cap is used up or passed', () => {
    expect(fastRedeemLeft('2500.50')).toBe('7499.50');
    expect(fastRedeemLeft('10000.00')).toBe('0.00');
    expect(fastRedeemLeft('12000')).toBe('0.00');
  });

  it('is never negative and never more than the cap', () => {
    fc.assert(
      fc.property(fenAmount, (used) => {
        const left = toDecimal(fastRedeemLeft(yuan(used)));
        expect(left.gte(0)).toBe(true);
        expect(left.lte(FAST_REDEEM_DAILY_CAP)).toBe(true);
      }),
    );
  });
});

describe('fastRedeemRefusal', () => {
  it('lets a transfer-out that ends exactly on the cap go fast', () => {
    expect(fastRedeemRefusal('4000.00', '6000.00')).toBeNull();
    expect(fastRedeemRefusal(undefined, '10000.00')).toBeNull();
  });

  it('turns one cent over the cap into a normal transfer-out, with its text', () => {
    expect(fastRedeemRefusal('4000.00', '6000.01')).toBe(FAST_REDEEM_TEXTS.fastToNormal);
    expect(FAST_REDEEM_TEXTS.fastToNormal).toBe('超出当日快速转出额度，已按普通转出处理');
  });

  it('agrees with what is left: an amount fits exactly when it is at most what is left', () => {
    fc.assert(
      fc.property(fenAmount, fenAmount, (used, amount) => {
        const fits = fastRedeemRefusal(yuan(used), yuan(amount)) === null;
        const withinCap = toDecimal(used + amount).lte(1_000_000);
        expect(fits).toBe(withinCap);
        if (toDecimal(used).lte(1_000_000)) expect(fits).toBe(toDecimal(yuan(amount)).lte(fastRedeemLeft(yuan(used))));
      }),
    );
  });
});
