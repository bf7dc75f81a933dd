import { FUND_TRADE_TEXTS, buyButtonLabel, buySummaryText, sellSummaryText } from './fund-trade-texts';

describe('fund trade texts', () => {
  it('reads the amount placeholder from the minimum, with the verb', () => {
    expect(FUND_TRADE_TEXTS.amountPlaceholder('购买', '10.00')).toBe('最低购买10元');
    expect(FUND_TRADE_TEXTS.amountPlaceholder('转入', '0')).toBe('请输入转入金额');
  });

  it('summarises the order above the password boxes', () => {
    expect(buySummaryText('购买', '演示成长混合A', '1000')).toBe('购买 演示成长混合A 1,000.00元');
    expect(sellSummaryText(false, '演示成长混合A', '12.5')).toBe('卖出 演示成长混合A 12.50份');
    expect(sellSummaryText(true, '现金宝', '12.5')).toBe('转出 现金宝 12.50元');
    expect(buySummaryText('购买', '演示成长混合A', '')).toBe('购买 演示成长混合A 0.00元');
    expect(sellSummaryText(false, '演示成长混合A', 'abc')).toBe('卖出 演示成长混合A 0.00份');
  });

  it('shows the sellable shares', () => {
    expect(FUND_TRADE_TEXTS.available('1234.5')).toBe('可卖份额1,234.50份');
  });

  it('labels the submit button by the verb', () => {
    expect([buyButtonLabel('购买'), buyButtonLabel('转入'), buyButtonLabel('认购')]).toEqual(['买入', '转入', '认购']);
  });
});
