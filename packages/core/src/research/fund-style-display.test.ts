import { fundStylePeriodField, fundStyleHistoryPoints, fundStyleInfoUrl, fundStyleKey, fundStyleMonthlyUrl, fundStylePeriodLabel, routeYearMonth, yearMonthText } from './fund-style-display';

const style = { asset_type: 'stock', style_type: 'large_value' };

describe('fund style display', () => {
  it('labels the periods the overview ranks by', () => {
    expect(fundStylePeriodLabel('year')).toBe('近1年');
    expect(fundStylePeriodLabel('six_month')).toBe('近6月');
    expect(fundStylePeriodLabel('decade')).toBe('decade');
    expect(fundStylePeriodField('six_month')).toBe('percent_six_month');
    expect(fundStylePeriodField('two_year')).toBe('percent_year');
  });

  it('reads one style index out of the history rows, oldest first', () => {
    expect(fundStyleKey(style)).toBe('stock_large_value');
    const rows = [
      { date: '2026-11-23', stock_large_value: '920.98', bond_long: '1145.67' },
      { date: '2026-11-20', stock_large_value: '921.50' },
      { date: '2026-11-19' },
    ];
    expect(fundStyleHistoryPoints(rows, style)).toEqual([
      { date: '2026-11-20', value: 921.5 },
      { date: '2026-11-23', value: 920.98 },
    ]);
  });

  it('links the style screens', () => {
    expect(fundStyleInfoUrl(style, 'year')).toBe('/symbols/fund_styles/info?asset_type=stock&style_type=large_value&period=year');
    expect(fundStyleInfoUrl(style)).toBe('/symbols/fund_styles/info?asset_type=stock&style_type=large_value');
    expect(fundStyleMonthlyUrl(style, 2026, 11)).toBe('/symbols/fund_styles/monthly_overview?asset_type=stock&style_type=large_value&year=2026&month=11');
  });

  it('takes a route year and month only when valid', () => {
    expect(routeYearMonth('2026', '11')).toEqual({ year: 2026, month: 11 });
    expect(routeYearMonth('abc', '13')).toEqual({});
    expect(routeYearMonth(undefined, undefined)).toEqual({});
    expect(yearMonthText(2026, 3)).toBe('2026年3月');
  });
});
