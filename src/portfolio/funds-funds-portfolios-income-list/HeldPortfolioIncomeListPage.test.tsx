import { act, render, screen } from '@testing-library/react';
import { firePageEvent, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { pageOf } from '../../../tests/app/fixtures/held-portfolios';
import { ok, settle } from '../../../tests/app/fixtures/portfolio-harness';
import { failed, routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import HeldPortfolioIncomeListPage from '.';

let seen: SeenRequest[];

beforeEach(() => {
  resetTaroFake();
  seen = [];
  setRouterParams({ id: '5' });
  setRequestHandler(
    routeRequests(
      {
        'GET /funds/income/portfolio_fund/': (req) =>
          req.query.get('page') === '1'
            ? ok(pageOf([{ date: '2026-11-20', income: '12.30' }, { date: '2026-11-19', income: '-4.56' }], 1, 2, 3))
            : ok(pageOf([{ date: '2026-11-18', income: '0.00' }], 2, 2, 3)),
      },
      seen,
    ),
  );
});

async function renderPage() {
  await act(async () => {
    render(<HeldPortfolioIncomeListPage />);
  });
  await settle();
}

describe('income list of a held portfolio', () => {
  it('shows its income by day 45 a page, red up and green down, and pages on', async () => {
    await renderPage();
    expect([seen[0]?.query.get('fund_portfolio_id'), seen[0]?.query.get('page_size')]).toEqual(['5', '45']);
    expect(screen.getByText('+12.30').className).toContain('up');
    expect(screen.getByText('-4.56').className).toContain('down');
    await act(async () => firePageEvent('reachBottom'));
    await settle();
    expect(screen.getByText('2026-11-18')).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('says 暂无收益记录 when there is none', async () => {
    setRequestHandler(routeRequests({ 'GET /funds/income/portfolio_fund/': () => ok(pageOf([])) }));
    await renderPage();
    expect(screen.getByText('暂无收益记录')).toBeTruthy();
  });

  it('offers a retry when the income cannot be read', async () => {
    setRequestHandler(routeRequests({ 'GET /funds/income/portfolio_fund/': () => failed(500, {}) }));
    await renderPage();
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
