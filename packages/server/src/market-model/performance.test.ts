import { performanceOf } from './performance';
import type { NavRow } from './series';

const row = (date: string, nav: string): NavRow => ({ date, net_value: nav, net_cumulative: nav, percent: null, year_yld: null, tenthou_unit_incm: null });

describe('a fund row period returns', () => {
  it('measures the month from the same day a month back, clamped at a month end (03-31 → 02-28)', () => {
    const rows = [row('2025-02-27', '0.9000'), row('2025-02-28', '1.0000'), row('2025-03-03', '2.0000'), row('2025-03-31', '1.1000')];
    const columns = performanceOf(rows);
    // A rolling month (03-31 → "02-31" = 03-03) would read 2.0000 and answer -45.00.
    expect(columns.percent_month).toBe('10.00');
  });

  it('measures the week from seven days back, and has no figure before the history starts', () => {
    const rows = [row('2025-03-24', '1.0000'), row('2025-03-31', '1.0500')];
    const columns = performanceOf(rows);
    expect(columns.percent_week).toBe('5.00');
    expect(columns.percent_month).toBeNull();
  });
});
