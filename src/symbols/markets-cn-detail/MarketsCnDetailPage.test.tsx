import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetTaroFake, setRouterParams } from '../../../tests/jest/taro-fake';
import { answerPaths, failAll, navigatedUrls } from '../../../tests/app/fixtures/market-requests';
import Page from '.';

const overview = {
  tradedate: '2026-11-20', trade_status: 2, trade_status_display: '已收盘',
  indexes: [{ symbol: 'SH000001', abbr_name: '上证指数', current: '3312.5600', percentage: '0.52' }],
  rise_total: 30, drop_total: 20, draw_total: 10, limit_up: 2, limit_down: 1, amount_total: '123400000000.00',
  sectors: [
    { id: 1, name: '消费', percent_day: '1.10', percent_year: '5.00' },
    { id: 2, name: '医药', percent_day: '-0.80', percent_year: '2.00' },
    { id: 3, name: '科技', percent_day: '2.30', percent_year: '9.00' },
  ],
};

beforeEach(() => {
  resetTaroFake();
  setRouterParams({});
});

async function renderPage() {
  await act(async () => {
    render(<Page />);
  });
}

const sectorNames = () => Array.from(document.querySelectorAll('.sector-row .mk-main')).map((e) => e.textContent);

it('shows the indexes, breadth, limit moves and turnover', async () => {
  answerPaths({ '/api/v1/symbols/markets/cn/': overview });
  await renderPage();
  expect(screen.getByText('2026-11-20 已收盘')).toBeTruthy();
  expect(screen.getByText('3,312.56')).toBeTruthy();
  expect(screen.getByText('30')).toBeTruthy();
  expect(screen.getByText('1234.00亿')).toBeTruthy();
  expect((document.querySelector('.mk-breadth-up') as HTMLElement).style.width).toBe('50%');
  fireEvent.click(screen.getByText('上证指数'));
  await act(async () => undefined);
  expect(navigatedUrls()).toEqual(['/symbols/fund-detail/index?symbol=SH000001']);
});

it('ranks the sectors up first, down first on the tab, and opens one', async () => {
  answerPaths({ '/api/v1/symbols/markets/cn/': overview });
  await renderPage();
  expect(sectorNames()).toEqual(['科技', '消费', '医药']);
  fireEvent.click(screen.getByText('跌幅榜'));
  expect(sectorNames()).toEqual(['医药', '消费', '科技']);
  fireEvent.click(screen.getByText('医药'));
  await act(async () => undefined);
  expect(navigatedUrls()).toEqual(['/symbols/markets-cn-sect-detail/index?id=2']);
});

it('starts from the sort of the query', async () => {
  setRouterParams({ sort: 'percent_day' });
  answerPaths({ '/api/v1/symbols/markets/cn/': overview });
  await renderPage();
  expect(sectorNames()[0]).toBe('医药');
});

it('shows the failure with a retry', async () => {
  failAll();
  await renderPage();
  expect(screen.getByText('重试')).toBeTruthy();
});
