import { percentLine, readServiceReport, readServiceReportRow, readServiceReportTrade, serviceReportPeriod } from './service-report-view';

describe('serviceReportPeriod', () => {
  it('takes period as sent, else start and end dates, else the month', () => {
    expect(serviceReportPeriod({ period: '2026年10月' })).toBe('2026年10月');
    expect(serviceReportPeriod({ start_date: '2026-10-01', end_date: '2026-10-31T00:00:00Z' })).toBe('2026-10-01 至 2026-10-31');
    expect(serviceReportPeriod({ month: '2026-09' })).toBe('2026年9月');
    expect(serviceReportPeriod({})).toBe('--');
  });
});

describe('readServiceReportRow', () => {
  it('reads id, end worth, signed income and return, decimals as strings or numbers', () => {
    expect(readServiceReportRow({ id: 12, period: '2026年10月', end_worth: '10234.5', income: 234.5, percent: '-1.234' })).toEqual({
      id: 12,
      period: '2026年10月',
      endWorth: '10,234.50',
      income: { text: '+234.50', tone: 'up' },
      percent: { text: '-1.23%', tone: 'down' },
    });
  });

  it('shows dashes for missing or malformed figures and no id', () => {
    expect(readServiceReportRow({ id: 'x', end_worth: 'abc', income: null })).toEqual({
      id: null,
      period: '--',
      endWorth: '--',
      income: { text: '--', tone: 'flat' },
      percent: { text: '--', tone: 'flat' },
    });
  });
});

describe('readServiceReportTrade', () => {
  it('names the direction and the fund, with the amount, else the shares', () => {
    expect(readServiceReportTrade({ id: 3, direction: 0, fund: { abbr_name: '演示债券A' }, amount: '1000', apply_date: '2026-10-08T09:00:00Z' }, 0)).toEqual({
      key: '3',
      date: '2026-10-08',
      title: '买入 演示债券A',
      amount: '1,000.00元',
    });
    expect(readServiceReportTrade({ direction_display: '调仓卖出', fund_name: '演示股票A', shares: '12.5', date: '2026-10-09' }, 4)).toEqual({
      key: 'row-4',
      date: '2026-10-09',
      title: '调仓卖出 演示股票A',
      amount: '12.50份',
    });
    expect(readServiceReportTrade({ direction: 99 }, 1).title).toBe('');
  });
});

describe('readServiceReport', () => {
  it('adds the start worth and the trades the report carries', () => {
    const view = readServiceReport({ id: 1, start_worth: '10000', end_worth: '10100', trades: [{ id: 5, direction: 1, name: '演示A', amount: '10' }] });
    expect(view.startWorth).toBe('10,000.00');
    expect(view.tradesCount).toBe('1笔');
    expect(view.trades.map((t) => t.title)).toEqual(['卖出 演示A']);
  });

  it('takes a trade count when trades is a number, and none when absent', () => {
    expect(readServiceReport({ trades: 3 }).tradesCount).toBe('3笔');
    expect(readServiceReport({}).tradesCount).toBeNull();
  });
});

describe('percentLine', () => {
  it('orders the days oldest first and places each between the lowest and highest return', () => {
    const line = percentLine([
      { date: '2026-10-03', net_value: '1', percent: '2.00' },
      { date: '2026-10-01', net_value: '1', percent: '-1.00' },
      { date: '2026-10-02', net_value: '1', percent: null },
      { date: '2026-10-02', net_value: '1', percent: '0.50' },
    ]);
    expect(line.map((p) => [p.date, p.percent.text, p.level])).toEqual([
      ['2026-10-01', '-1.00%', 0],
      ['2026-10-02', '+0.50%', 50],
      ['2026-10-03', '+2.00%', 100],
    ]);
  });

  it('puts a flat period in the middle', () => {
    expect(percentLine([{ date: '2026-10-01', net_value: '1', percent: '0' }]).map((p) => p.level)).toEqual([50]);
  });
});

describe('the server answers as S3 wrote them', () => {
  it('reads a monthly report with trades_count, and a month trade row named by the portfolio', () => {
    const view = readServiceReport({
      id: 5202611,
      month: '2026-11',
      period: '2026年11月',
      start_date: '2026-11-01',
      end_date: '2026-11-20',
      fund_portfolio: { id: 5, symbol: 'ZH000005', name: '稳健增利组合' },
      start_worth: '0.00',
      end_worth: '10012.30',
      income: '12.30',
      fare: '0.41',
      buy_amount: '10000.00',
      sell_amount: '0.00',
      trades_count: 1,
      percent: '0.12',
      portfolio_percent: null,
    });
    expect([view.id, view.period, view.startWorth, view.endWorth, view.income.text, view.percent.text, view.tradesCount]).toEqual([
      5202611,
      '2026年11月',
      '0.00',
      '10,012.30',
      '+12.30',
      '+0.12%',
      '1笔',
    ]);
    const trade = readServiceReportTrade({ id: 9, direction: 0, status: 1, amount: '10000.00', apply_date: '2026-11-02T01:00:00.000Z', trade_date: '2026-11-02', name: '稳健增利组合' }, 0);
    expect(trade).toEqual({ key: '9', date: '2026-11-02', title: '买入 稳健增利组合', amount: '10,000.00元' });
  });
});
