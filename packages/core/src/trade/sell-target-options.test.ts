import { sellTargets, sharePortion } from './sell-target-options';

describe('sell targets', () => {
  it('a fund sells to the card or the cash treasure; the cash treasure transfers out fast or normal', () => {
    expect(sellTargets({ is_bao: false }).map((t) => [t.label, t.is_bao, t.is_fast])).toEqual([
      ['卖出至银行卡', false, false],
      ['卖出至现金宝', true, false],
    ]);
    expect(sellTargets({ is_bao: true }).map((t) => [t.label, t.is_bao, t.is_fast])).toEqual([
      ['快速转出', false, true],
      ['普通转出', false, false],
    ]);
  });

  it('portions of the available shares never round above the exact share', () => {
    expect(sharePortion('1000.00', 1)).toBe('1000.00');
    expect(sharePortion('100.00', 3)).toBe('33.33');
    expect(sharePortion('0.05', 2)).toBe('0.02');
    expect(sharePortion('0', 2)).toBe('');
    expect(sharePortion(null, 1)).toBe('');
  });
});
