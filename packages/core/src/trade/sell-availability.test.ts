import { sellBlockMessage } from './sell-availability';
import type { SellAvailabilityInput } from './sell-availability';

const base: Omit<SellAvailabilityInput, 'scope'> = { held: true, allowSell: true, available: '100.00' };

describe('why there is nothing to sell', () => {
  it('a fund the user never bought', () => {
    expect(sellBlockMessage({ ...base, scope: 'fund', held: false })).toBe('您尚未购买该基金，无法卖出');
    expect(sellBlockMessage({ ...base, scope: 'holding', held: false })).toBe('您尚未购买该基金，无法卖出');
  });

  it('a holding with no sellable shares, whatever the reason', () => {
    expect(sellBlockMessage({ ...base, scope: 'holding', available: '0.00' })).toBe('当前无可卖份额');
    expect(sellBlockMessage({ ...base, scope: 'holding', allowSell: false })).toBe('当前无可卖份额');
    expect(sellBlockMessage({ ...base, scope: 'holding' })).toBeNull();
  });

  it('a single fund: paused, or nothing sellable', () => {
    expect(sellBlockMessage({ ...base, scope: 'fund', allowSell: false })).toBe('该基金暂停卖出');
    expect(sellBlockMessage({ ...base, scope: 'fund', available: null })).toBe('该基金当前无可卖份额');
    expect(sellBlockMessage({ ...base, scope: 'fund' })).toBeNull();
  });

  it('a portfolio: paused, or nothing sellable', () => {
    expect(sellBlockMessage({ ...base, scope: 'portfolio', allowSell: false })).toBe('该组合暂停卖出');
    expect(sellBlockMessage({ ...base, scope: 'portfolio', available: '0' })).toBe('该组合当前无可卖份额');
    expect(sellBlockMessage({ ...base, scope: 'portfolio', held: false })).toBe('该组合当前无可卖份额');
    expect(sellBlockMessage({ ...base, scope: 'portfolio' })).toBeNull();
  });

  it('the cash treasure with no available amount, or transfers out paused', () => {
    expect(sellBlockMessage({ ...base, scope: 'bao', available: '0.00' })).toBe('无可用金额');
    expect(sellBlockMessage({ ...base, scope: 'bao', held: false })).toBe('无可用金额');
    expect(sellBlockMessage({ ...base, scope: 'bao', allowSell: false })).toBe('暂停转出');
    expect(sellBlockMessage({ ...base, scope: 'bao' })).toBeNull();
  });
});
