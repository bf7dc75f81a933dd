import { act, fireEvent, render, screen } from '@testing-library/react';
import { firePageEvent, resetTaroFake } from '../../../tests/jest/taro-fake';
import { answerPaths, navigatedUrls, requestedUrls } from '../../../tests/app/fixtures/market-requests';
import Page from '.';

const top = [{ symbol: 'SH600037', abbr_name: '演示康泰', date: '2026-11-20', close: '12.34', last_close: '12.19', count: 3, volume: 900000, amount: '11000000.00', avg_premium: '-2.10', percentage: '1.23' }];

beforeEach(() => {
  resetTaroFake();
  answerPaths({ '/api/v1/symbols/block_trades/daily_top/': top });
});

it("lists the day's top block-traded stocks and opens the stock", async () => {
  await act(async () => {
    render(<Page />);
  });
  expect(screen.getByText('2026-11-20')).toBeTruthy();
  expect(screen.getByText('SH600037 · 3笔')).toBeTruthy();
  expect(screen.getByText('1100.00万')).toBeTruthy();
  expect(screen.getByText('-2.10%')).toBeTruthy();
  fireEvent.click(screen.getByText('演示康泰'));
  await act(async () => undefined);
  expect(navigatedUrls()).toEqual(['/symbols/fund-detail/index?symbol=SH600037']);
  await act(async () => firePageEvent('pullDownRefresh'));
  expect(requestedUrls().filter((u) => u.includes('daily_top'))).toHaveLength(2);
});
