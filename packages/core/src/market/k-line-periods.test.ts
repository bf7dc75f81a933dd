import { K_LINE_PERIODS, kLineChartData, kLinePeriod } from './k-line-periods';

describe('k-line periods', () => {
  it('offers day, week and month, day by default', () => {
    expect(K_LINE_PERIODS.map((p) => p.label)).toEqual(['日K', '周K', '月K']);
    expect(kLinePeriod(undefined).key).toBe('day');
    expect(kLinePeriod('month').label).toBe('月K');
    expect(kLinePeriod('year').key).toBe('day');
  });

  it('draws the closes and skips broken bars', () => {
    expect(kLineChartData([{ date: '2026-11-19', close: '12.30' }, { date: '2026-11-20' }, { close: '1' }, { date: '2026-11-21', close: '12.40' }])).toEqual([
      { date: '2026-11-19', value: 12.3 },
      { date: '2026-11-21', value: 12.4 },
    ]);
  });
});
