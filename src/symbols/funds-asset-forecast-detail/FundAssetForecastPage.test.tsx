import { act, render, screen } from '@testing-library/react';
import { resetTaroFake, setRouterParams } from '../../../tests/jest/taro-fake';
import { fundDetail } from '../../../tests/app/fixtures/fund-detail';
import { answerByPath } from '../../../tests/app/fixtures/fund-tools';
import FundAssetForecastPage from '.';

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ id: '000070' });
});

describe('fund asset forecast', () => {
  it('shows what 10,000 yuan became over each holding period', async () => {
    answerByPath({
      '/symbols/000070/introduction/': () => fundDetail({ symbol: '000070', abbr_name: '演示安信达先进制造混合A' }),
      '/symbols/000070/asset_forecast/': () => ({
        symbol: '000070',
        principal: '10000.00',
        results: [{ period: '1年', days: 250, samples: 691, profit_probability: '73.95', worst: '8800.00', median: '11033.00', best: '12473.00' }],
      }),
    });
    await act(async () => {
      render(<FundAssetForecastPage />);
    });
    expect(screen.getByText('演示安信达先进制造混合A')).toBeTruthy();
    expect(screen.getByText('投入 10,000.00元')).toBeTruthy();
    expect(screen.getByText('盈利概率 73.95%')).toBeTruthy();
    expect(screen.getByText('中位 11,033.00元')).toBeTruthy();
  });

  it('shows the empty state without forecast periods', async () => {
    answerByPath({
      '/symbols/000070/introduction/': () => fundDetail({ symbol: '000070' }),
      '/symbols/000070/asset_forecast/': () => ({ symbol: '000070', principal: '10000.00', results: [] }),
    });
    await act(async () => {
      render(<FundAssetForecastPage />);
    });
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });
});
