import {
  accountDividendTypeText,
  dividendChangeBlock,
  dividendChoices,
  fundDividendTypeText,
  isDividendChangePending,
} from './dividend-type';

describe('dividend types', () => {
  it('name the fund and account types', () => {
    expect([0, 1, 2, 5].map(fundDividendTypeText)).toEqual(['不分红', '红利再投', '现金分红', '']);
    expect([1, 2, 3, 4, 0].map(accountDividendTypeText)).toEqual([
      '红利再投',
      '现金分红',
      '红利再投（修改中）',
      '现金分红（修改中）',
      '',
    ]);
  });

  it('a change is pending at 3 or 4 only', () => {
    expect([1, 2, 3, 4].map(isDividendChangePending)).toEqual([false, false, true, true]);
  });
});

describe('changing the dividend type', () => {
  it('is refused for money-market and wealth-management funds', () => {
    expect(dividendChangeBlock({ fundSubtype: 306, diviType: 1 })).toBe('该基金仅支持红利再投');
    expect(dividendChangeBlock({ fundSubtype: 307, diviType: 3 })).toBe('该基金仅支持红利再投');
  });

  it('is refused while a change is pending', () => {
    expect(dividendChangeBlock({ fundSubtype: 301, diviType: 3 })).toBe('分红方式处于修改中，确认后才可再次修改');
    expect(dividendChangeBlock({ fundSubtype: null, diviType: 4 })).toBe('分红方式处于修改中，确认后才可再次修改');
  });

  it('is allowed otherwise', () => {
    expect(dividendChangeBlock({ fundSubtype: 302, diviType: 2 })).toBeNull();
  });

  it('offers only reinvestment for free-rate funds', () => {
    expect(dividendChoices(306)).toEqual([1]);
    expect(dividendChoices(300)).toEqual([1, 2]);
  });
});
