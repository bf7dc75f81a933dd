import { act, render, screen } from '@testing-library/react';
import { firePageEvent, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { pageOf } from '../../../tests/app/fixtures/held-portfolios';
import { ok, opened, settle, tap } from '../../../tests/app/fixtures/portfolio-harness';
import { failed, routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import ServiceReportRecordsPage from '.';

let seen: SeenRequest[];
const report = (id: number, month: string, percent: string) => ({ id, period: `2026年${month}月`, end_worth: '10234.50', percent });

beforeEach(() => {
  resetTaroFake();
  seen = [];
  setRouterParams({ id: '5' });
  setRequestHandler(
    routeRequests(
      {
        'GET /portfolio/service_report/records/': (req) =>
          req.query.get('page') === '1'
            ? ok(pageOf([report(12, '10', '1.25'), report(11, '9', '-0.80')], 1, 2, 3))
            : ok(pageOf([report(10, '8', '0')], 2, 2, 3)),
      },
      seen,
    ),
  );
});

async function renderPage() {
  await act(async () => {
    render(<ServiceReportRecordsPage />);
  });
  await settle();
}

describe('service reports of a held portfolio', () => {
  it("lists the portfolio's reports with period, end worth and coloured return, and pages on", async () => {
    await renderPage();
    expect(seen[0]?.query.get('portfolio_id')).toBe('5');
    expect(screen.getByText('2026年10月')).toBeTruthy();
    expect(screen.getAllByText('期末资产(元) 10,234.50')).toHaveLength(2);
    expect(screen.getByText('+1.25%').className).toContain('up');
    expect(screen.getByText('-0.80%').className).toContain('down');
    await act(async () => firePageEvent('reachBottom'));
    await settle();
    expect(screen.getByText('2026年8月')).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('opens a report by its id', async () => {
    await renderPage();
    await tap(screen.getByText('2026年9月'));
    expect(opened()).toEqual(['/portfolio/portfolio-service-report-records-detail/index?id=11']);
  });

  it('says 暂无服务报告 when there is none', async () => {
    setRequestHandler(routeRequests({ 'GET /portfolio/service_report/records/': () => ok(pageOf([])) }));
    await renderPage();
    expect(screen.getByText('暂无服务报告')).toBeTruthy();
  });

  it('offers a retry when the reports cannot be read', async () => {
    setRequestHandler(routeRequests({ 'GET /portfolio/service_report/records/': () => failed(500, {}) }));
    await renderPage();
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
