import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetTaroFake, setRouterParams } from '../../../tests/jest/taro-fake';
import { answerPaths, navigatedUrls } from '../../../tests/app/fixtures/market-requests';
import Page from '.';

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ symbol: 'SH600037' });
});

it('lists the similar stretches with the similarity and what followed, and opens one', async () => {
  answerPaths({
    '/api/v1/symbols/similar_k_line/SH600037/': { symbol: 'SH600037', days: 60, after_days: 20, results: [{ symbol: 'SZ000106', abbr_name: '演示优品', start_date: '2026-01-05', end_date: '2026-04-01', similarity: '0.8123', after_percent: '-3.20' }] },
  });
  await act(async () => {
    render(<Page />);
  });
  expect(screen.getByText('演示优品')).toBeTruthy();
  expect(screen.getByText('2026-01-05 ~ 2026-04-01')).toBeTruthy();
  expect(screen.getByText('81.23%')).toBeTruthy();
  expect(screen.getByText('-3.20%').className).toContain('down');
  fireEvent.click(screen.getByText('演示优品'));
  await act(async () => undefined);
  expect(navigatedUrls()).toEqual(['/symbols/fund-detail/index?symbol=SZ000106']);
});

it('says so when nothing is similar', async () => {
  answerPaths({ '/api/v1/symbols/similar_k_line/SH600037/': { symbol: 'SH600037', results: [] } });
  await act(async () => {
    render(<Page />);
  });
  expect(screen.getByText('暂无数据')).toBeTruthy();
});
