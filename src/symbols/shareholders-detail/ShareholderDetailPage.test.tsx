import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRouterParams } from '../../../tests/jest/taro-fake';
import { answerPaths, failAll, navigatedUrls } from '../../../tests/app/fixtures/market-requests';
import Page from '.';

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ id: '10' });
});

async function renderPage() {
  await act(async () => {
    render(<Page />);
  });
}

it('shows the holder, its latest holdings and its investment history', async () => {
  answerPaths({
    '/api/v1/symbols/shareholders/10/': { id: 10, name: '景林资产', kind: '私募', report_date: '2026-09-30', holdings: [{ symbol: 'SH600037', abbr_name: '演示康泰', shares: '2500000', percent: '1.25', change_shares: '2500000', rank: 6 }] },
    '/api/v1/symbols/shareholders/10/investment_history/': [{ report_date: '2026-09-30', stocks_count: 3, market_value: '456000000.00' }],
  });
  await renderPage();
  expect(screen.getByText('私募 · 报告期 2026-09-30')).toBeTruthy();
  expect(screen.getByText('演示康泰')).toBeTruthy();
  expect(screen.getByText('250.00万')).toBeTruthy();
  expect(screen.getByText('4.56亿')).toBeTruthy();
  expect(calls.find((c) => c.api === 'setNavigationBarTitle')?.options).toEqual({ title: '景林资产' });
  fireEvent.click(screen.getByText('演示康泰'));
  await act(async () => undefined);
  expect(navigatedUrls()).toEqual(['/symbols/fund-detail/index?symbol=SH600037']);
});

it('shows the failure with a retry', async () => {
  failAll();
  await renderPage();
  expect(screen.getByText('重试')).toBeTruthy();
});
