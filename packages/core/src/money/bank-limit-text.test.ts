import { bankLimitText, formatLimitAmount } from './bank-limit-text';

describe('bank limit text', () => {
  it('shows 不限 for a limit of 0', () => {
    expect(formatLimitAmount('0')).toBe('不限');
    expect(formatLimitAmount('0.00')).toBe('不限');
  });
  it('shows compact yuan amounts otherwise', () => {
    expect(formatLimitAmount('50000.00')).toBe('5万元');
    expect(formatLimitAmount(2000)).toBe('2000元');
    expect(formatLimitAmount('150000')).toBe('15万元');
  });
  it('labels the single and daily limits', () => {
    expect(bankLimitText({ single_limit: '50000', single_day_limit: '0' })).toBe('单笔限额5万元，每日限额不限');
    expect(bankLimitText({ single_limit: 0, single_day_limit: '200000' })).toBe('单笔限额不限，每日限额20万元');
  });
});
