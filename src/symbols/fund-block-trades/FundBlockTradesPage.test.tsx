import { act, render, screen } from '@testing-library/react';
import { firePageEvent, resetTaroFake, setRouterParams } from '../../../tests/jest/taro-fake';
import { answerPaths, requestedUrls } from '../../../tests/app/fixtures/market-requests';
import { STOCK, blockTradesDaily } from '../../../tests/app/fixtures/market';
import Page from '.';

const record = (i: number) => ({ id: i, date: '2026-11-20', price: '12.00', volume: 100000, amount: `${1000000 + i}.00`, premium: '-1.20', buyer: '机构专用', seller: `演示证券营业部${i}` });

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ symbol: STOCK });
  answerPaths({
    [`/api/v1/symbols/${STOCK}/block_trades_daily/`]: blockTradesDaily(),
    [`/api/v1/symbols/${STOCK}/block_trades_record/`]: (url: URL) => {
      const page = Number(url.searchParams.get('page'));
      return { current_page: page, total_count: 25, total_page: 2, results: Array.from({ length: page === 1 ? 20 : 5 }, (_, i) => record((page - 1) * 20 + i + 1)) };
    },
  });
});

it('shows the daily summary and pages through the records', async () => {
  await act(async () => {
    render(<Page />);
  });
  expect(screen.getByText('2笔')).toBeTruthy();
  expect(screen.getByText('960.00万')).toBeTruthy();
  expect(document.querySelectorAll('.block-record')).toHaveLength(20);
  expect(screen.getByText('卖方营业部 演示证券营业部1')).toBeTruthy();
  await act(async () => firePageEvent('reachBottom'));
  expect(document.querySelectorAll('.block-record')).toHaveLength(25);
  expect(screen.getByText('没有更多了')).toBeTruthy();
  expect(requestedUrls().filter((u) => u.includes('block_trades_record')).at(-1)).toContain('page=2');
});
