import { act, render, screen } from '@testing-library/react';
import { resetTaroFake, setRouterParams } from '../../../tests/jest/taro-fake';
import { answerPaths, failAll } from '../../../tests/app/fixtures/market-requests';
import Page from '.';

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ symbol: 'SH600037', id: '3' });
});

it("shows the holder's stake in this stock report by report, other stocks left out", async () => {
  answerPaths({
    '/api/v1/symbols/shareholders/3/': { id: 3, name: '香港中央结算有限公司', kind: 'QFII', report_date: '2026-09-30', holdings: [] },
    '/api/v1/symbols/shareholders/3/shares_history/': [
      { report_date: '2026-09-30', symbol: 'SH600037', abbr_name: '演示康泰', shares: '120000000', percent: '6.20', change_shares: '1000000', rank: 1 },
      { report_date: '2026-06-30', symbol: 'SH600037', abbr_name: '演示康泰', shares: '119000000', percent: '6.15', change_shares: '0', rank: 1 },
      { report_date: '2026-09-30', symbol: 'SZ000106', abbr_name: '演示优品', shares: '5000', percent: '0.10', change_shares: '0', rank: 9 },
    ],
  });
  await act(async () => {
    render(<Page />);
  });
  expect(screen.getByText('香港中央结算有限公司')).toBeTruthy();
  expect(screen.getByText('QFII · 演示康泰')).toBeTruthy();
  expect(document.querySelectorAll('.shares-row')).toHaveLength(2);
  expect(screen.getByText('1.20亿')).toBeTruthy();
  expect(screen.getByText('6.15%')).toBeTruthy();
});

it('shows the failure with a retry', async () => {
  failAll();
  await act(async () => {
    render(<Page />);
  });
  expect(screen.getByText('重试')).toBeTruthy();
});
