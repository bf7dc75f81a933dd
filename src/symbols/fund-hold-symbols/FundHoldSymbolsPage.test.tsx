import { act, fireEvent, render, screen } from '@testing-library/react';
import { firePageEvent, resetTaroFake, setRouterParams } from '../../../tests/jest/taro-fake';
import { answerPaths, failAll, navigatedUrls, requestedUrls } from '../../../tests/app/fixtures/market-requests';
import Page from '.';

const holdStruct = {
  report_date: '2026-09-30', stock_percent: '88.10', top10_percent: '45.00',
  holdings: [{ symbol: 'SH600037', abbr_name: '演示康泰', percent: '8.10', current: '12.00', percentage: '-1.00', sector_name: '医药' }],
  sectors: [{ sector_name: '医药', percent: '8.10' }],
};

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ symbol: '000007' });
});

async function renderPage() {
  await act(async () => {
    render(<Page />);
  });
}

it('shows the stock share, the top holdings with weight and move, and opens a stock', async () => {
  answerPaths({ '/api/v1/symbols/000007/hold_struct/': holdStruct });
  await renderPage();
  expect(screen.getByText('88.10%')).toBeTruthy();
  expect(screen.getByText('演示康泰')).toBeTruthy();
  expect(screen.getAllByText('8.10%')).toHaveLength(2);
  expect(screen.getByText('-1.00%').className).toContain('down');
  fireEvent.click(screen.getByText('演示康泰'));
  await act(async () => undefined);
  expect(navigatedUrls()).toEqual(['/symbols/fund-detail/index?symbol=SH600037']);
});

it('reloads on pull-down and says when nothing is reported', async () => {
  answerPaths({ '/api/v1/symbols/000007/hold_struct/': { ...holdStruct, holdings: [] } });
  await renderPage();
  expect(screen.getByText('暂无数据')).toBeTruthy();
  await act(async () => firePageEvent('pullDownRefresh'));
  expect(requestedUrls().filter((u) => u.includes('/hold_struct/'))).toHaveLength(2);
});

it('offers a retry after a failure', async () => {
  failAll();
  await renderPage();
  expect(screen.getByText('数据请求失败，请稍后重试')).toBeTruthy();
  answerPaths({ '/api/v1/symbols/000007/hold_struct/': holdStruct });
  await act(async () => fireEvent.click(screen.getByText('重试')));
  expect(screen.getByText('演示康泰')).toBeTruthy();
});
