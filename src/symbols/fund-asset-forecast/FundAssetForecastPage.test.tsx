import { act, render, screen } from '@testing-library/react';
import { resetTaroFake, setRouterParams } from '../../../tests/jest/taro-fake';
import { answerPaths, failAll } from '../../../tests/app/fixtures/market-requests';
import Page from '.';

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ symbol: '000007' });
});

it('shows per holding period the chance of a gain and the outcomes of the principal', async () => {
  answerPaths({
    '/api/v1/symbols/000007/asset_forecast/': {
      symbol: '000007', principal: '10000.00',
      results: [{ period: '1年', days: 250, samples: 900, profit_probability: '70.00', worst: '9000.00', median: '10800.00', best: '12500.00' }],
    },
  });
  await act(async () => {
    render(<Page />);
  });
  expect(screen.getByText('投入 10,000.00')).toBeTruthy();
  expect(screen.getByText('持有期 1年')).toBeTruthy();
  expect(screen.getByText('70.00%')).toBeTruthy();
  expect(screen.getByText('12,500.00')).toBeTruthy();
});

it('shows the failure with a retry', async () => {
  failAll();
  await act(async () => {
    render(<Page />);
  });
  expect(screen.getByText('重试')).toBeTruthy();
});
