import { adjustmentView, navChartView, navHistoryRow, periodStart, pointsOfPeriod, relativeChange, tradeNoticeView, weightsTotal } from './owner-views';

const points = [
  { date: '2025-11-20', value: '1.0000' },
  { date: '2026-08-20', value: '1.1000' },
  { date: '2026-10-20', value: '1.2000' },
  { date: '2026-11-20', value: '1.3200' },
];

describe('NAV history', () => {
  it('cuts the period from the latest day back by whole months; 成立来 keeps all', () => {
    expect(periodStart('2026-11-20', 'm1')).toBe('2026-10-20');
    expect(periodStart('2026-11-20', 'y1')).toBe('2025-11-20');
    expect(periodStart('2026-11-20', 'all')).toBeNull();
    // A month back from the 31st is the end of the shorter month, never a day of the same month.
    expect(periodStart('2026-03-31', 'm1')).toBe('2026-02-28');
    expect(periodStart('2024-05-31', 'm3')).toBe('2024-02-29');
    expect(pointsOfPeriod(points, 'm1').map((p) => p.date)).toEqual(['2026-10-20', '2026-11-20']);
    expect(pointsOfPeriod(points, 'all')).toHaveLength(4);
  });

  it('compares the portfolio with the benchmark from the same start', () => {
    expect(relativeChange(points.slice(2))).toEqual([{ date: '2026-10-20', percent: 0 }, { date: '2026-11-20', percent: 10 }]);
    const bench = [{ date: '2026-10-20', value: '4000' }, { date: '2026-11-20', value: '3900' }];
    const view = navChartView(points, bench, 'm1');
    expect([view.portfolio, view.benchmark]).toEqual([{ text: '+10.00%', tone: 'up' }, { text: '-2.50%', tone: 'down' }]);
    expect(decodeURIComponent(view.image)).toContain('<polyline');
  });

  it('shows a row with date, NAV and the day change coloured', () => {
    expect(navHistoryRow({ date: '2026-11-20', net_value: '1.3200', percent: '-0.35' })).toEqual({ date: '2026-11-20', nav: '1.3200', day: { text: '-0.35%', tone: 'down' } });
    expect(navHistoryRow({ date: '2025-11-20', net_value: '1.0000', percent: null }).day.text).toBe('--');
  });
});

describe('position history', () => {
  it('shows each fund old → new with ↑ or ↓, and a pending note before the day', () => {
    const view = adjustmentView({
      effective_from: '2026-11-25', effective: false, description: '提高权益仓位',
      positions: [{ symbol: 'A', name: '甲', old_percent: '40.00', percent: '50.00' }, { symbol: 'B', name: '乙', old_percent: '40.00', percent: '30.00' }, { symbol: 'C', name: '丙', old_percent: '20.00', percent: '20.00' }],
    });
    expect(view.rows.map((r) => [r.change, r.arrow, r.tone])).toEqual([['40.00% → 50.00%', '↑', 'up'], ['40.00% → 30.00%', '↓', 'down'], ['20.00% → 20.00%', '', 'flat']]);
    expect(view.pending).toBe('调仓将于2026-11-25（下一交易日）生效');
  });
});

describe('trade notice', () => {
  it('states the cut-off, T+1 dates, fees, advisory fee, minimum, risk, the advisor and the compliance line', () => {
    const view = tradeNoticeView(
      { amount_min_buy: '100.00', investment_risk: 101, advisor_title: '张三', user: { username: 'z' } },
      { cutoff_time: '15:00', buy: { apply_date: '2026-11-23', confirm_date: '2026-11-24', income_date: '2026-11-25' }, sell: { apply_date: '2026-11-23', confirm_date: '2026-11-24', arrive_date: '2026-11-26' } },
      { manage_fare_ratio: '0.005000', funds: [{ name: '甲', fare_ratio_buy: '0.015', discount_rate_buy: '0.1', fare_ratio_sell: '0.005' }] },
    );
    expect(view.lines).toEqual([
      '交易日15:00前提交的申请按当日净值确认，15:00后按下一交易日处理',
      '买入：2026-11-23申请，2026-11-24确认份额（T+1），2026-11-25起计算收益',
      '卖出：2026-11-23申请，2026-11-24确认，预计2026-11-26到账',
    ]);
    expect(view.fees).toEqual([{ name: '甲', buy: '0.15%', sell: '0.50%' }]);
    expect([view.advisoryFee, view.minBuy, view.risk, view.advisor, view.compliance]).toEqual(['投顾服务费：0.50%/年，按日计提', '起购金额：100.00元', '风险等级：稳健型（中风险）', '投资顾问：张三', '组合过往业绩不预示未来表现']);
  });
});

describe('weights being set', () => {
  it('totals what is typed and says whether it is exactly 100', () => {
    expect(weightsTotal(['40', '40.00', '20'])).toEqual({ text: '合计100.00%', exact: true });
    expect(weightsTotal(['40', 'x', '20.5'])).toEqual({ text: '合计60.50%', exact: false });
  });
});
