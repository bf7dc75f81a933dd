import { incomePer10000FromYearlyYield } from './yield-income';

describe('income per 10,000 shares from the 7-day yield', () => {
  it('applies yearly yield / 365 / 100 * 10000 to 4 places', () => {
    // 2.5 / 365 / 100 * 10000 = 0.68493...
    expect(incomePer10000FromYearlyYield('2.5').toFixed(4)).toBe('0.6849');
    // 3.65% gives exactly 1 yuan per 10,000 shares a day.
    expect(incomePer10000FromYearlyYield('3.65').toFixed(4)).toBe('1.0000');
    expect(incomePer10000FromYearlyYield(0).toFixed(4)).toBe('0.0000');
  });
});
