import { act, render, screen } from '@testing-library/react';
import { firePageEvent, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { page } from '../../../tests/app/fixtures/fund-rows';
import { ok, routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import FundIncomeListPage from '.';

let seen: SeenRequest[];

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ id: '7' });
  seen = [];
  setRequestHandler(
    routeRequests(
      {
        'GET /funds/income/fund/': (req) =>
          req.query.get('page') === '1'
            ? ok(page([{ date: '2026-11-20', income: '12.30' }, { date: '2026-11-19', income: '-4.56' }], 1, 2))
            : ok(page([{ date: '2026-11-18', income: '0.00' }], 2, 2)),
      },
      seen,
    ),
  );
});

describe('income list of a held fund', () => {
  it('shows income by day 42 a page for that fund, red up and green down, and pages on', async () => {
    await act(async () => {
      render(<FundIncomeListPage />);
    });
    expect(seen[0]?.query.get('fund_id')).toBe('7');
    expect(seen[0]?.query.get('page_size')).toBe('42');
    expect(screen.getByText('+12.30').className).toContain('up');
    expect(screen.getByText('-4.56').className).toContain('down');
    await act(async () => firePageEvent('reachBottom'));
    expect(screen.getByText('2026-11-18')).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('says so when there is no income yet', async () => {
    setRequestHandler(routeRequests({ 'GET /funds/income/fund/': () => ok(page([])) }));
    await act(async () => {
      render(<FundIncomeListPage />);
    });
    expect(screen.getByText('暂无收益记录')).toBeTruthy();
  });
});
