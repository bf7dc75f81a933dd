import {
  DEFAULT_NAV_CHART_PERIOD,
  NAV_CHART_PERIODS,
  monthsBefore,
  navChartData,
  fundChartData,
  navChartPeriod,
  navChartPoints,
  navHistoryRequestSize,
  periodReturnPercent,
  periodReturns,
} from './nav-chart-periods';

const row = (date: string, nav: string, cum = nav) => ({ date, net_value: nav, net_cumulative: cum });

describe('NAV chart periods', () => {
  it('offers 1月, 3月, 6月, 1年, 3年 and 成立来, 3月 first shown', () => {
    expect(NAV_CHART_PERIODS.map((p) => p.label)).toEqual(['1月', '3月', '6月', '1年', '3年', '成立来']);
    expect(navChartPeriod(DEFAULT_NAV_CHART_PERIOD).label).toBe('3月');
    expect(navChartPeriod('nope').key).toBe(DEFAULT_NAV_CHART_PERIOD);
  });

  it('asks for enough rows for a month of trading days, and everything since inception', () => {
    expect(navChartPeriod('1m').rows).toBeGreaterThanOrEqual(23);
    expect(navChartPeriod('1y').rows).toBeGreaterThanOrEqual(250);
    expect(navChartPeriod('all').rows).toBe(10000);
  });
});

describe('months before a date', () => {
  it('keeps the day, clamping to a shorter month', () => {
    expect(monthsBefore('2026-11-20', 3)).toBe('2026-08-20');
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBefore('2024-03-31', 1)).toBe('2024-02-29');
    expect(monthsBefore('2026-01-15', 36)).toBe('2023-01-15');
  });
});

describe('points of a period', () => {
  const rows = [row('2026-11-20', '1.30'), row('2026-10-21', '1.20'), row('2026-10-19', '1.10'), row('2026-08-20', '1.00'), row('bad', '9')];

  it('keeps the period from the latest NAV back, oldest first', () => {
    expect(navChartPoints(rows, navChartPeriod('1m')).map((r) => r.date)).toEqual(['2026-10-21', '2026-11-20']);
    expect(navChartPoints(rows, navChartPeriod('3m')).map((r) => r.date)).toEqual(['2026-08-20', '2026-10-19', '2026-10-21', '2026-11-20']);
  });

  it('keeps every point since inception and nothing from an empty history', () => {
    expect(navChartPoints(rows, navChartPeriod('all'))).toHaveLength(4);
    expect(navChartPoints([], navChartPeriod('1m'))).toEqual([]);
  });

  it('hands the chart numbers for drawing', () => {
    expect(navChartData([row('2026-11-20', '1.3000')])).toEqual([{ date: '2026-11-20', value: 1.3, text: '1.3000' }]);
  });
});

describe('period return', () => {
  it('is the cumulative NAV change in percent, half-up to 2 places', () => {
    expect(periodReturnPercent([row('2026-01-01', '1.0000', '1.2000'), row('2026-02-01', '1.1000', '1.3000')])).toBe('8.33');
    expect(periodReturnPercent([row('2026-01-01', '1.5000'), row('2026-02-01', '1.2000')])).toBe('-20.00');
  });

  it('is unknown with one point or a zero start', () => {
    expect(periodReturnPercent([row('2026-01-01', '1.0')])).toBeNull();
    expect(periodReturnPercent([row('2026-01-01', '0'), row('2026-01-02', '1')])).toBeNull();
  });
});

describe('history request size', () => {
  it('asks once for 3 years for every period up to 3 years, and for everything since inception', () => {
    expect(navHistoryRequestSize(navChartPeriod('1m'))).toBe(navChartPeriod('3y').rows);
    expect(navHistoryRequestSize(navChartPeriod('all'))).toBe(10000);
  });
});

describe('performance table', () => {
  it('gives each period its return, and none for a period older than the fund', () => {
    const rows = [row('2026-11-20', '1.2100'), row('2026-10-20', '1.1000'), row('2026-08-20', '1.0000'), row('2026-05-21', '0.8000')];
    const table = periodReturns(rows);
    expect(table.map((r) => r.period.label)).toEqual(['1月', '3月', '6月', '1年', '3年']);
    expect(table.map((r) => r.percent)).toEqual(['10.00', '21.00', '51.25', null, null]);
  });

  it('has no returns without a history', () => {
    expect(periodReturns([]).every((r) => r.percent === null)).toBe(true);
  });
});

describe('what a fund chart draws', () => {
  const day = (date: string, nav: string, yld: string | null) => ({ date, net_value: nav, net_cumulative: nav, year_yld: yld });

  it('draws a money fund\'s 7-day yield, leaving out days without one', () => {
    const rows = [day('2026-11-19', '1.0000', '2.1530'), day('2026-11-20', '1.0000', null), day('2026-11-23', '1.0000', '2.2010')];
    expect(fundChartData(rows, true)).toEqual([
      { date: '2026-11-19', value: 2.153, text: '2.1530%' },
      { date: '2026-11-23', value: 2.201, text: '2.2010%' },
    ]);
  });

  it('draws any other fund\'s NAV', () => {
    expect(fundChartData([day('2026-11-20', '1.3000', '9.9')], false)).toEqual([{ date: '2026-11-20', value: 1.3, text: '1.3000' }]);
  });
});
