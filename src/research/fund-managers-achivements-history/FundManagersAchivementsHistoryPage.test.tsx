import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetTaroFake, setRouterParams } from '../../../tests/jest/taro-fake';
import { answerPaths, failAll, navigatedUrls } from '../../../tests/app/fixtures/market-requests';
import Page from '.';

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ symbol: '000007' });
});

async function renderPage() {
  await act(async () => {
    render(<Page />);
  });
}

it('lists the managers latest first with tenure and return, the yearly returns, and opens a manager', async () => {
  answerPaths({
    '/api/v1/symbols/000007/achivements/': {
      symbol: '000007',
      managers: [
        { id: 1, name: '演示张三', post_status: 2, start_date: '2018-01-02', end_date: '2020-01-01', days: 729, return_percent: '-12.00' },
        { id: 2, name: '演示李四', post_status: 1, start_date: '2020-01-02', end_date: null, days: 2150, return_percent: '35.60' },
      ],
      years: [{ year: '2026', percent: '3.10' }, { year: '2025', percent: '-4.20' }],
    },
  });
  await renderPage();
  expect(Array.from(document.querySelectorAll('.manager-tenure .mah-name')).map((e) => e.textContent)).toEqual(['演示李四', '演示张三']);
  expect(screen.getByText('任职 2020-01-02 ~ 至今 (2150天)')).toBeTruthy();
  expect(screen.getByText('+35.60%').className).toContain('up');
  expect(screen.getByText('-4.20%').className).toContain('down');
  fireEvent.click(screen.getByText('演示李四'));
  await act(async () => undefined);
  expect(navigatedUrls()).toEqual(['/research/funds-managers-detail/index?id=2']);
});

it('shows the failure with a retry', async () => {
  failAll();
  await renderPage();
  expect(screen.getByText('数据请求失败，请稍后重试')).toBeTruthy();
  expect(screen.getByText('重试')).toBeTruthy();
});
