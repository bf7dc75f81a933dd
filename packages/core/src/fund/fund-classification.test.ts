import { defaultFundSort, fundSubtypeText, isFreeRateFund, managerBenchmarkFor, symbolTypeText } from './fund-classification';

describe('symbol types and fund subtypes', () => {
  it('name the symbol types', () => {
    expect([0, 1, 2, 3, 5, 4].map(symbolTypeText)).toEqual(['其他', '股票', '债券', '基金', '指数', '']);
    expect(symbolTypeText(null)).toBe('');
  });

  it('name the fund subtypes', () => {
    expect([300, 301, 302, 303, 304, 305, 306, 307, 308, 309, 310, 101, 102].map(fundSubtypeText)).toEqual([
      '股票型',
      '混合型',
      '债券型',
      '指数型',
      '保本型',
      'QDII',
      '货币型',
      '理财型',
      '封闭式',
      '其他',
      'FOF',
      'A股',
      'B股',
    ]);
    expect(fundSubtypeText(undefined)).toBe('');
  });

  it('money-market and wealth-management funds are free-rate', () => {
    expect([306, 307, 302, null].map(isFreeRateFund)).toEqual([true, true, false, false]);
  });
});

describe('default fund sort by type', () => {
  it('money and bond funds sort by the month, others by the day', () => {
    expect(defaultFundSort(306)).toBe('-percent_month');
    expect(defaultFundSort(302)).toBe('-percent_month');
    expect(defaultFundSort(300)).toBe('-percent_day');
    expect(defaultFundSort(307)).toBe('-percent_day');
    expect(defaultFundSort(null)).toBe('-percent_day');
  });
});

describe('manager benchmark', () => {
  it('CSI 300 for equity, mixed and index; the composite bond index for bond, money and wealth', () => {
    expect([300, 301, 303].map(managerBenchmarkFor)).toEqual(['沪深300', '沪深300', '沪深300']);
    expect([302, 306, 307].map(managerBenchmarkFor)).toEqual(['中债综合指数', '中债综合指数', '中债综合指数']);
    expect(managerBenchmarkFor(305)).toBeNull();
  });
});
