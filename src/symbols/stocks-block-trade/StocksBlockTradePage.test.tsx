import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetTaroFake } from '../../../tests/jest/taro-fake';
import { answerPaths, failAll, navigatedUrls } from '../../../tests/app/fixtures/market-requests';
import Page from '.';

beforeEach(() => resetTaroFake());

it("opens a stock's block trades and the daily ranking", async () => {
  answerPaths({ '/api/v1/symbols/block_trades/daily_top/': [{ symbol: 'SZ000106', abbr_name: '演示优品', date: '2026-11-20', count: 1, amount: '500000.00', avg_premium: '0.00', percentage: '0.00' }] });
  await act(async () => {
    render(<Page />);
  });
  fireEvent.click(screen.getByText('演示优品'));
  fireEvent.click(screen.getByText('大宗交易每日排行'));
  await act(async () => undefined);
  expect(navigatedUrls()).toEqual(['/symbols/fund-block-trades/index?symbol=SZ000106', '/symbols/block-trades-daily-top/index']);
});

it('shows the failure with a retry', async () => {
  failAll();
  await act(async () => {
    render(<Page />);
  });
  expect(screen.getByText('数据请求失败，请稍后重试')).toBeTruthy();
});
