import { act, render, screen } from '@testing-library/react';
import { resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { page } from '../../../tests/app/fixtures/fund-rows';
import { ok, routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import PrivateFundIncomeListPage from '.';

describe('income list of a held private fund', () => {
  beforeEach(() => {
    resetTaroFake();
    setRouterParams({ id: '7' });
  });

  it('reads the private-fund income of that fund', async () => {
    const seen: SeenRequest[] = [];
    setRequestHandler(routeRequests({ 'GET /private_funds/income/fund/': () => ok(page([{ date: '2026-11-20', income: '1.00' }])) }, seen));
    await act(async () => {
      render(<PrivateFundIncomeListPage />);
    });
    expect(seen[0]?.query.get('fund_id')).toBe('7');
    expect(screen.getByText('+1.00')).toBeTruthy();
  });

  it("says a private fund the server does not have is missing, in its words, with a way on instead of 重试", async () => {
    setRequestHandler(routeRequests({}));
    await act(async () => {
      render(<PrivateFundIncomeListPage />);
    });
    expect(screen.getByText('接口不存在')).toBeTruthy();
    expect(screen.queryByText('重试')).toBeNull();
    expect(screen.getByText('返回首页')).toBeTruthy();
  });
});
