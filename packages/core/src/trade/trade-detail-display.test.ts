import { TradeStatus } from './trade-codes';
import { cashbackText, isCashbackVisible, isRemittanceVisible, isUndoVisible, tradeStepClass } from './trade-detail-display';

describe('cashback line', () => {
  const shown = [0, 1, 3, 7, 8, 9, 11];
  const hidden = [2, 4, 5, 6, 10, 12, 13, 14];

  it.each(shown)('shows for status %i with a coupon amount above 0', (status) => {
    expect(isCashbackVisible({ status, couponAmount: '5.00' })).toBe(true);
    expect(cashbackText({ status, couponAmount: '5' })).toBe('返现5.00元');
  });

  it.each(hidden)('hides for status %i', (status) => {
    expect(isCashbackVisible({ status, couponAmount: '5.00' })).toBe(false);
    expect(cashbackText({ status, couponAmount: '5.00' })).toBeNull();
  });

  it('hides for a zero, missing or unreadable coupon amount', () => {
    for (const couponAmount of ['0.00', null, undefined, 'x']) {
      expect(isCashbackVisible({ status: TradeStatus.TradeSucceed, couponAmount })).toBe(false);
    }
  });
});

describe('remittance and undo', () => {
  it('shows remittance only for a remittance order still at status 0', () => {
    expect(isRemittanceVisible({ is_remittance: true, status: 0 })).toBe(true);
    expect(isRemittanceVisible({ is_remittance: true, status: 3 })).toBe(false);
    expect(isRemittanceVisible({ is_remittance: false, status: 0 })).toBe(false);
  });

  it('offers undo only when the server allows it', () => {
    expect(isUndoVisible({ allow_undo: true })).toBe(true);
    expect(isUndoVisible({ allow_undo: false })).toBe(false);
    expect(isUndoVisible({})).toBe(false);
  });
});

describe('step display', () => {
  it('maps the codes 0-3 to classes, unknown codes to disabled', () => {
    expect([0, 1, 2, 3, 9].map(tradeStepClass)).toEqual(['active', 'fail', 'disabled', 'warning', 'disabled']);
  });
});
