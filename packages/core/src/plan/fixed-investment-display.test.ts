import {
  PERIOD_UNIT_OPTIONS,
  defaultPlanCardId,
  planAmountPlaceholder,
  fixedInvestmentFormOf,
  fixedInvestmentScheduleText,
  fixedInvestmentStatusTone,
  planPasswordSummary,
  tradeDayForUnit,
} from './fixed-investment-display';
import { tradeDayOptions } from './fixed-investment-plan';

describe('period and day pickers', () => {
  it('offers monthly and weekly, monthly days 1-28 and weekly Monday to Friday', () => {
    expect(PERIOD_UNIT_OPTIONS.map((o) => o.label)).toEqual(['每月', '每周']);
    const monthly = tradeDayOptions(0);
    expect(monthly).toHaveLength(28);
    expect([monthly[0]?.label, monthly[27]?.label]).toEqual(['每月1日', '每月28日']);
    expect(tradeDayOptions(1).map((o) => o.label)).toEqual(['每周一', '每周二', '每周三', '每周四', '每周五']);
  });

  it('keeps the day across a period switch when the new period has it, else takes the first', () => {
    expect(tradeDayForUnit(1, 3)).toBe(3);
    expect(tradeDayForUnit(1, 15)).toBe(1);
    expect(tradeDayForUnit(0, 5)).toBe(5);
    expect(tradeDayForUnit(0, 29)).toBe(1);
  });
});

describe('schedule description', () => {
  it('reads the day and the amount', () => {
    expect(fixedInvestmentScheduleText({ period_unit: 1, trade_date: 3, amount: '100' })).toBe('每周三定投100.00元');
    expect(fixedInvestmentScheduleText({ period_unit: 0, trade_date: 8, amount: '12000.5' })).toBe('每月8日定投12,000.50元');
  });

  it('is empty for a day the period lacks or an unreadable amount', () => {
    expect(fixedInvestmentScheduleText({ period_unit: 1, trade_date: 6, amount: '100' })).toBe('');
    expect(fixedInvestmentScheduleText({ period_unit: 0, trade_date: 6, amount: 'abc' })).toBe('');
  });

  it('summarises what the trade password confirms', () => {
    const plan = { period_unit: 1, trade_date: 1, amount: '50' };
    expect(planPasswordSummary('create', '演示成长混合A', plan)).toBe('定投 演示成长混合A 每周一定投50.00元');
    expect(planPasswordSummary('modify', '演示成长混合A', plan)).toBe('修改定投 演示成长混合A 每周一定投50.00元');
    expect(planPasswordSummary('terminate', '演示成长混合A')).toBe('终止定投 演示成长混合A');
  });
});

describe('plan status and edit form', () => {
  it('tones working, paused and terminated plans apart', () => {
    expect([0, 1, 2].map(fixedInvestmentStatusTone)).toEqual(['working', 'ended', 'paused']);
  });

  it('starts the edit form from the plan', () => {
    expect(fixedInvestmentFormOf({ amount: '100.00', period_unit: 1, trade_date: 4, bank_card: { id: 9 } })).toEqual({
      amount: '100.00',
      periodUnit: 1,
      tradeDay: 4,
      cardId: 9,
    });
  });
});

describe('form defaults', () => {
  it('prompts with the fund minimum', () => {
    expect(planAmountPlaceholder('10.00')).toBe('最低10元');
    expect(planAmountPlaceholder(null)).toBe('请输入定投金额');
  });

  it('starts with the default card when it can pay, else the first usable one', () => {
    const card = (id: number, status: number, is_default = false) => ({ id, status, is_default, status_note: '' });
    expect(defaultPlanCardId([card(1, 1), card(2, 1, true)])).toBe(2);
    expect(defaultPlanCardId([card(1, 0, true), card(2, 1)])).toBe(2);
    expect(defaultPlanCardId([card(1, 0)])).toBeNull();
    expect(defaultPlanCardId([])).toBeNull();
  });
});
