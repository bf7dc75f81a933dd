import { act, render, screen } from '@testing-library/react';
import { resetTaroFake, setRouterParams } from '../../../tests/jest/taro-fake';
import { answerByPath, requestedUrls } from '../../../tests/app/fixtures/fund-tools';
import FundStylesMonthlyPage from '.';

beforeEach(() => {
  resetTaroFake();
  answerByPath({
    '/symbols/fund_styles/monthly_overview/': (url) => ({
      year: Number(url.searchParams.get('year') ?? 2026),
      month: Number(url.searchParams.get('month') ?? 11),
      results: [{ asset_type: 'stock', style_type: 'large_value', name: '股票型·大盘价值', percent: '-1.00' }],
    }),
  });
});

describe('fund styles monthly overview', () => {
  it('shows the month the route names', async () => {
    setRouterParams({ asset_type: 'stock', style_type: 'large_value', year: '2026', month: '3' });
    await act(async () => {
      render(<FundStylesMonthlyPage />);
    });
    expect(Object.fromEntries(requestedUrls()[0]?.searchParams ?? [])).toEqual({ asset_type: 'stock', style_type: 'large_value', year: '2026', month: '3' });
    expect(screen.getByText('2026年3月')).toBeTruthy();
    expect(screen.getByText('-1.00%')).toBeTruthy();
  });

  it('asks for the latest month when the route names none or an invalid one', async () => {
    setRouterParams({ month: '13' });
    await act(async () => {
      render(<FundStylesMonthlyPage />);
    });
    expect(Object.fromEntries(requestedUrls()[0]?.searchParams ?? [])).toEqual({});
    expect(screen.getByText('2026年11月')).toBeTruthy();
  });
});
