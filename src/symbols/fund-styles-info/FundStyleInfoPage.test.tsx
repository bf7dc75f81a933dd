import { act, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRouterParams } from '../../../tests/jest/taro-fake';
import { fundRow } from '../../../tests/app/fixtures/fund-rows';
import { answerByPath, requestedUrls } from '../../../tests/app/fixtures/fund-tools';
import FundStyleInfoPage from '.';

beforeEach(() => {
  resetTaroFake();
  answerByPath({
    '/symbols/fund_styles/info/': () => ({ asset_type: 'stock', style_type: 'large_value', name: '股票型·大盘价值', period: 'month', funds_count: 12, avg_percent: '1.91', funds: [fundRow(1), fundRow(2)] }),
  });
});

describe('fund style info', () => {
  it('shows the style’s average over the period and its funds with that period’s return', async () => {
    setRouterParams({ asset_type: 'stock', style_type: 'large_value', period: 'month' });
    await act(async () => {
      render(<FundStyleInfoPage />);
    });
    expect(Object.fromEntries(requestedUrls()[0]?.searchParams ?? [])).toEqual({ asset_type: 'stock', style_type: 'large_value', period: 'month' });
    expect(screen.getByText('近1月平均涨幅')).toBeTruthy();
    expect(screen.getByText('+1.91%')).toBeTruthy();
    expect(screen.getByText('演示成长混合2')).toBeTruthy();
    expect(screen.getAllByText('-3.03%')).toHaveLength(2);
    expect(calls.find((c) => c.api === 'setNavigationBarTitle')?.options).toEqual({ title: '股票型·大盘价值' });
  });

  it('shows the empty state without a style', async () => {
    setRouterParams({});
    await act(async () => {
      render(<FundStyleInfoPage />);
    });
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(requestedUrls()).toEqual([]);
  });
});
