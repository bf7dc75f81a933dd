import { BAO_INCOME_TABS, baoIncomeHistoryUrl, baoTransferOutUrl, baoIncomeTab, baoIncomeValueText, baoPer10000Text, baoTransferOutOptions, baoYieldText } from './cash-treasure-display';

describe('cash treasure figures', () => {
  it('shows the 7-day yield to 4 places in percent', () => {
    expect(baoYieldText('2.5')).toBe('2.5000%');
    expect(baoYieldText(null)).toBe('--');
  });

  it('shows the published income per 10,000 shares, else derives it from the yield', () => {
    expect(baoPer10000Text({ tenthou_unit_incm: '0.6543', year_yld: '2.5' })).toBe('0.6543');
    // 2.5 / 365 / 100 * 10000 = 0.68493...
    expect(baoPer10000Text({ tenthou_unit_incm: '0.0000', year_yld: '2.5' })).toBe('0.6849');
    expect(baoPer10000Text({ tenthou_unit_incm: null, year_yld: '2.5' })).toBe('0.6849');
    expect(baoPer10000Text({ tenthou_unit_incm: '0', year_yld: null })).toBe('0.0000');
    expect(baoPer10000Text({})).toBe('--');
  });
});

describe('income history tabs', () => {
  it('has 万份收益 and 七日年化, and falls back to the first for an unknown type', () => {
    expect(BAO_INCOME_TABS.map((t) => t.label)).toEqual(['万份收益', '七日年化']);
    expect(baoIncomeTab('year_yld').label).toBe('七日年化');
    expect(baoIncomeTab('nonsense').label).toBe('万份收益');
    expect(baoIncomeTab(undefined).type).toBe('tenthou_unit_incm');
  });

  it('reads a row by the chosen tab', () => {
    const point = { tenthou_unit_incm: '0.6100', year_yld: '2.2300' };
    expect(baoIncomeValueText('tenthou_unit_incm', point)).toBe('0.6100');
    expect(baoIncomeValueText('year_yld', point)).toBe('2.2300%');
  });
});

describe('transfer out', () => {
  const info = { fast_limit: '10000.00', shares_enable: '500.00', arrive_at: '2026-11-24', fast_arrive_at: '2026-11-23' };

  it('offers fast (today, within the cap left) and normal (next trading day)', () => {
    expect(baoTransferOutOptions(info)).toEqual([
      { kind: 'fast', label: '快速转出', desc: '2026-11-23到账，今日剩余额度10,000.00元', enabled: true },
      { kind: 'normal', label: '普通转出', desc: '预计2026-11-24到账', enabled: true },
    ]);
  });

  it('closes fast when the daily cap is used up, and both with nothing available', () => {
    expect(baoTransferOutOptions({ ...info, fast_limit: '0.00' }).map((o) => o.enabled)).toEqual([false, true]);
    expect(baoTransferOutOptions({ ...info, shares_enable: '0.00' }).map((o) => o.enabled)).toEqual([false, false]);
  });
});

describe('cash treasure links', () => {
  it('opens the sell page with the chosen way out and the income history on a tab', () => {
    expect(baoTransferOutUrl('000999', 'fast')).toBe('/s/000999/sell/?is_fast=1');
    expect(baoTransferOutUrl('000999', 'normal')).toBe('/s/000999/sell/?is_fast=0');
    expect(baoIncomeHistoryUrl('year_yld')).toBe('/accounts/funds/bao/income_history/?type=year_yld');
  });
});
