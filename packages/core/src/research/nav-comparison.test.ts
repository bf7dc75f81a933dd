import { navChartPeriod } from '../fund/nav-chart-periods';
import { navComparison } from './nav-comparison';

const row = (date: string, net_cumulative: string) => ({ date, net_value: net_cumulative, net_cumulative });

describe('NAV comparison of two funds', () => {
  const a = {
    name: '甲',
    rows: [row('2026-11-20', '1.2000'), row('2026-11-19', '1.1000'), row('2026-11-18', '1.0000'), row('2026-11-17', '0.9000')],
  };
  const b = { name: '乙', rows: [row('2026-11-20', '2.1000'), row('2026-11-18', '2.0000'), row('2026-11-21', '2.5000')] };

  it('draws both funds as returns from the first shared day, on the shared days only', () => {
    const result = navComparison(a, b, navChartPeriod('all'));
    expect(result.data).toEqual([
      { date: '2026-11-18', value: 0, series: '甲' },
      { date: '2026-11-20', value: 20, series: '甲' },
      { date: '2026-11-18', value: 0, series: '乙' },
      { date: '2026-11-20', value: 5, series: '乙' },
    ]);
    expect(result.returns).toEqual(['20.00', '5.00']);
  });

  it('has no lines and no returns without shared days', () => {
    const result = navComparison(a, { name: '乙', rows: [row('2025-01-02', '1.0000')] }, navChartPeriod('1y'));
    expect(result.data).toEqual([]);
    expect(result.returns).toEqual([null, null]);
  });

  it('keeps only the chosen period, measured back from the latest shared day', () => {
    const long = { name: '甲', rows: [row('2026-11-20', '1.5000'), row('2026-09-01', '1.2000'), row('2026-01-05', '1.0000')] };
    const other = { name: '乙', rows: [row('2026-11-20', '1.1000'), row('2026-09-01', '1.0000'), row('2026-01-05', '1.0000')] };
    const result = navComparison(long, other, navChartPeriod('3m'));
    expect(result.data.map((d) => d.date)).toEqual(['2026-09-01', '2026-11-20', '2026-09-01', '2026-11-20']);
    expect(result.returns).toEqual(['25.00', '10.00']);
  });
});
