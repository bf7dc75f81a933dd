import { act, render, screen } from '@testing-library/react';
import { resetTaroFake, setRouterParams } from '../../../tests/jest/taro-fake';
import { answerPaths, failAll } from '../../../tests/app/fixtures/market-requests';
import Page from '.';

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ symbol: '000007' });
});

it('shows each period with its return, the benchmark and the rank among peers', async () => {
  answerPaths({
    '/api/v1/symbols/000007/achievement_rank/': [
      { period: '近1月', percent: '2.10', track_name: '沪深300', track_percent: '-0.50', rank_index: 12, rank_total: 345 },
      { period: '近3年', percent: null, track_name: '沪深300', track_percent: null, rank_index: null, rank_total: null },
    ],
  });
  await act(async () => {
    render(<Page />);
  });
  expect(screen.getByText('近1月')).toBeTruthy();
  expect(screen.getByText('+2.10%').className).toContain('up');
  expect(screen.getByText('-0.50%').className).toContain('down');
  expect(screen.getByText('12/345')).toBeTruthy();
  expect(screen.getAllByText('--').length).toBeGreaterThanOrEqual(3);
});

it('shows the failure with a retry', async () => {
  failAll();
  await act(async () => {
    render(<Page />);
  });
  expect(screen.getByText('重试')).toBeTruthy();
});
