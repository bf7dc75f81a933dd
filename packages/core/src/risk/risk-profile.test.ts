import {
  formatRiskAnswer,
  hasTakenRiskTest,
  isRiskResultValid,
  parseRiskAnswer,
  portfolioRiskLevelText,
  portfolioRiskToLevel,
  riskLevelText,
  riskStatusText,
  riskTypeText,
} from './risk-profile';

describe('risk texts', () => {
  it('name statuses 0-3, types 0-5 and levels 0-5', () => {
    expect([0, 1, 2, 3].map(riskStatusText)).toEqual(['未测评', '已测评', '已过期', '已失效']);
    expect([0, 1, 2, 3, 4, 5].map(riskTypeText)).toEqual(['未知', '保守型', '稳健型', '平衡型', '成长型', '进取型']);
    expect([0, 1, 2, 3, 4, 5].map(riskLevelText)).toEqual(['未知', '低风险', '中低风险', '中风险', '中高风险', '高风险']);
    expect(riskLevelText(6)).toBe('');
  });

  it('name portfolio levels, 0 as high', () => {
    expect(portfolioRiskLevelText(100)).toBe('保本型（低风险）');
    expect(portfolioRiskLevelText(101)).toBe('稳健型（中风险）');
    expect(portfolioRiskLevelText(102)).toBe('进取型（高风险）');
    expect(portfolioRiskLevelText(0)).toBe('高风险');
  });
});

describe('tested rule', () => {
  it('a user has taken the test unless untested', () => {
    expect([0, 1, 2, 3].map(hasTakenRiskTest)).toEqual([false, true, true, true]);
  });

  it('only a normal result is valid for trading', () => {
    expect([0, 1, 2, 3].map(isRiskResultValid)).toEqual([false, true, false, false]);
  });
});

describe('portfolio levels on the 1-5 scale', () => {
  it('capital-protected is low, stable medium, aggressive and unrated high', () => {
    expect([100, 101, 102, 0, 55].map(portfolioRiskToLevel)).toEqual([1, 3, 5, 5, 5]);
  });
});

describe('risk answer format', () => {
  it('joins question:option pairs with | in question order', () => {
    expect(
      formatRiskAnswer([
        { question: 2, option: 4 },
        { question: 1, option: 2 },
      ]),
    ).toBe('1:2|2:4');
    expect(formatRiskAnswer([])).toBe('');
  });

  it('reads the string back, refusing malformed pairs', () => {
    expect(parseRiskAnswer('1:2|2:4')).toEqual([
      { question: 1, option: 2 },
      { question: 2, option: 4 },
    ]);
    expect(parseRiskAnswer('')).toEqual([]);
    expect(parseRiskAnswer('1:2|x')).toBeNull();
    expect(parseRiskAnswer('1-2')).toBeNull();
  });
});
