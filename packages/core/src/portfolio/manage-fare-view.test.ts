import { readManageFareMine, readManageFareRow } from './manage-fare-view';

describe('readManageFareMine', () => {
  it('shows the accrued total and a row per portfolio with its worth and annual ratio', () => {
    const summary = readManageFareMine({
      fare_total: '12.3',
      results: [{ id: 5, portfolio: { id: 5, name: '稳健增利组合' }, fare: '10.30', worth_value: '20000', manage_fare_ratio: '0.005000' }],
    });
    expect(summary.total).toBe('12.30');
    expect(summary.rows).toEqual([{ key: '5--0', name: '稳健增利组合', fare: '10.30', worth: '持有金额 20,000.00元', ratio: '年费率 0.50%', date: null }]);
  });

  it('shows a dash for an unreadable total', () => {
    expect(readManageFareMine({ fare_total: 'x', results: [] }).total).toBe('--');
  });
});

describe('readManageFareRow', () => {
  it('reads a history accrual by its day and portfolio name, missing figures as dashes or nothing', () => {
    expect(readManageFareRow({ date: '2026-11-20T00:00:00Z', portfolio_name: '潘多拉行业轮动', fare: 0.27, worth: '2000' }, 2)).toEqual({
      key: '潘多拉行业轮动-2026-11-20T00:00:00Z-2',
      name: '潘多拉行业轮动',
      fare: '0.27',
      worth: '持有金额 2,000.00元',
      ratio: null,
      date: '2026-11-20',
    });
    expect(readManageFareRow({}, 0)).toMatchObject({ name: '', fare: '--', worth: null, date: null });
  });
});

describe('the server answers as S3 wrote them', () => {
  it('reads a mine result (fare_total, worth on the latest day, name) and a history day (fare, worth, name)', () => {
    const mine = readManageFareMine({
      fare_total: '0.41',
      results: [{ fund_portfolio_id: 5, symbol: 'ZH000005', name: '稳健增利组合', manage_fare_ratio: '0.005000', fare_total: '0.41', fare_latest: '0.14', worth: '10000.00', latest_date: '2026-11-20' }],
    });
    expect(mine.rows).toEqual([{ key: '5--0', name: '稳健增利组合', fare: '0.41', worth: '持有金额 10,000.00元', ratio: '年费率 0.50%', date: null }]);
    expect(readManageFareRow({ date: '2026-11-20', fund_portfolio_id: 5, symbol: 'ZH000005', name: '稳健增利组合', worth: '10000.00', fare: '0.14' }, 0)).toMatchObject({
      key: '5-2026-11-20-0',
      name: '稳健增利组合',
      fare: '0.14',
      date: '2026-11-20',
    });
  });
});
