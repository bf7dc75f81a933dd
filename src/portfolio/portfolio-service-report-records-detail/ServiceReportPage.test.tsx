import { act, render, screen } from '@testing-library/react';
import { resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { pageOf } from '../../../tests/app/fixtures/held-portfolios';
import { ok, settle } from '../../../tests/app/fixtures/portfolio-harness';
import { failed, routeRequests } from '../../../tests/app/fixtures/trade-records';
import ServiceReportPage from '.';

type Routes = Parameters<typeof routeRequests>[0];
const routes: Routes = {
  'GET /portfolio/service_report/records/12/': () => ok({ id: 12, period: '2026年10月', start_worth: '10000', end_worth: '10234.5', income: '234.50', percent: '2.345', trades: 2 }),
  'GET /portfolio/service_report/records/12/percent_daily_chart/': () =>
    ok([
      { date: '2026-10-09', net_value: '1.0200', percent: '2.00' },
      { date: '2026-10-08', net_value: '0.9900', percent: '-1.00' },
    ]),
  'GET /portfolio/service_report/records/12/trades/': () =>
    ok(pageOf([{ id: 1, direction: 0, fund: { abbr_name: '演示稳健债券A' }, amount: '1000', apply_date: '2026-10-08T02:00:00Z' }, { id: 2, direction: 10, fund_name: '演示优势行业股票A', amount: '300.5', trade_date: '2026-10-20' }])),
};

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ id: '12' });
});

async function renderPage(overrides: Routes = {}) {
  setRequestHandler(routeRequests({ ...routes, ...overrides }));
  await act(async () => {
    render(<ServiceReportPage />);
  });
  await settle();
}

describe('a service report', () => {
  it('shows the period, start and end worth, income and return coloured, and the trade count', async () => {
    await renderPage();
    expect(screen.getByText('2026年10月')).toBeTruthy();
    expect(screen.getByText('10,000.00')).toBeTruthy();
    expect(screen.getByText('10,234.50')).toBeTruthy();
    expect(screen.getByText('+234.50').className).toContain('up');
    expect(screen.getByText('+2.35%').className).toContain('up');
    expect(screen.getByText('2笔')).toBeTruthy();
  });

  it('lists the return by day oldest first, placed between the lowest and highest', async () => {
    await renderPage();
    const points = Array.from(document.querySelectorAll('.hp-line')).map((n) => [n.querySelector('.hp-line-date')?.textContent, n.getAttribute('data-level')]);
    expect(points).toEqual([
      ['2026-10-08', '0'],
      ['2026-10-09', '100'],
    ]);
    expect(screen.getByText('-1.00%').className).toContain('down');
  });

  it("lists the period's trades with direction, fund and amount", async () => {
    await renderPage();
    expect(screen.getByText('买入 演示稳健债券A')).toBeTruthy();
    expect(screen.getByText('1,000.00元')).toBeTruthy();
    expect(screen.getByText('调仓 演示优势行业股票A')).toBeTruthy();
    expect(screen.getByText('2026-10-20')).toBeTruthy();
  });

  it('says so when the period has no trades and no return data', async () => {
    await renderPage({
      'GET /portfolio/service_report/records/12/percent_daily_chart/': () => ok([]),
      'GET /portfolio/service_report/records/12/trades/': () => ok(pageOf([])),
    });
    expect(screen.getByText('本期无交易')).toBeTruthy();
    expect(screen.getByText('暂无收益率数据')).toBeTruthy();
  });

  it('says a missing report is missing, with a way home rather than a retry', async () => {
    await renderPage({ 'GET /portfolio/service_report/records/12/': () => failed(404, { errors: { detail: ['报告不存在'] } }) });
    expect(screen.getByText('报告不存在')).toBeTruthy();
    expect(screen.getByText('返回首页')).toBeTruthy();
    expect(screen.queryByText('重试')).toBeNull();
  });
});
