import { act, render, screen } from '@testing-library/react';
import { resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { failed, ok, routeRequests } from '../../../tests/app/fixtures/trade-records';
import IncomeWithdrawalsPage from '.';

const page = (results: unknown[]) => ({ current_page: 1, total_count: results.length, total_page: 1, results });

beforeEach(() => resetTaroFake());

describe('store income withdrawals', () => {
  it('lists withdrawals into the wallet with their time', async () => {
    setRequestHandler(routeRequests({ 'GET /store/income/withdraw/': () => ok(page([{ id: 2, amount: '6.17', status: 1, status_display: '已转入钱包', created_at: '2026-12-23T01:00:00.000Z' }])) }));
    await act(async () => render(<IncomeWithdrawalsPage />));
    expect(screen.getByText('6.17')).toBeTruthy();
    expect(screen.getByText('已转入钱包')).toBeTruthy();
    expect(screen.getByText('2026-12-23 09:00')).toBeTruthy();
  });

  it('says when there is none', async () => {
    setRequestHandler(routeRequests({ 'GET /store/income/withdraw/': () => ok(page([])) }));
    await act(async () => render(<IncomeWithdrawalsPage />));
    expect(screen.getByText('暂无提现记录')).toBeTruthy();
  });

  it('shows a retry when the list fails', async () => {
    setRequestHandler(routeRequests({ 'GET /store/income/withdraw/': () => failed(500, {}) }));
    await act(async () => render(<IncomeWithdrawalsPage />));
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
