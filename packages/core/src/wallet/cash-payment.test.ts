import fc from 'fast-check';
import { CASH_PAYMENT_MESSAGES, CASH_RECHARGE_LIMITS, isCashPaymentChannel, rechargeRefusal } from './cash-payment';

describe('cash recharge rules', () => {
  it('knows the spec channel weixin_web and refuses others', () => {
    expect(isCashPaymentChannel('weixin_web')).toBe(true);
    expect(isCashPaymentChannel('alipay')).toBe(false);
  });

  it('takes amounts from 1.00 to 50000.00 yuan and says why otherwise', () => {
    expect(rechargeRefusal('0.99')).toBe(CASH_PAYMENT_MESSAGES.belowMin('1.00'));
    expect(rechargeRefusal('1.00')).toBeNull();
    expect(rechargeRefusal('50000.00')).toBeNull();
    expect(rechargeRefusal('50000.01')).toBe(CASH_PAYMENT_MESSAGES.aboveMax('50000.00'));
  });

  it('accepts exactly the fen amounts inside the limits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6_000_000 }), (fen) => {
        const amount = (fen / 100).toFixed(2);
        const inside = fen >= 100 && fen <= 5_000_000;
        expect(rechargeRefusal(amount) === null).toBe(inside);
      }),
    );
    expect(CASH_RECHARGE_LIMITS.min).toBe('1.00');
  });
});
