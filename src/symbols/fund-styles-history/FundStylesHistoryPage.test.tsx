import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetTaroFake } from '../../../tests/jest/taro-fake';
import { page } from '../../../tests/app/fixtures/fund-rows';
import { answerByPath, requestedUrls } from '../../../tests/app/fixtures/fund-tools';
import FundStylesHistoryPage from '.';

// jsdom has no canvas: the chart stub shows the points it was given.
jest.mock('../components/NavChart', () => ({
  NavChart: ({ data }: { data: { date: string; value: number }[] }) => <div className="nav-chart-stub">{data.map((d) => `${d.date}=${d.value}`).join(' ')}</div>,
}));

beforeEach(() => {
  resetTaroFake();
  answerByPath({
    '/symbols/fund_styles/': () => ({
      asset_types: [{ code: 'stock', name: '股票型', style_types: [{ code: 'large_value', name: '大盘价值' }] }, { code: 'bond', name: '债券型', style_types: [{ code: 'long', name: '长久期' }] }],
    }),
    '/symbols/fund_styles/history/': () =>
      page([
        { date: '2026-11-23', stock_large_value: '920.98', bond_long: '1145.67' },
        { date: '2026-11-20', stock_large_value: '921.50', bond_long: '1145.47' },
      ]),
  });
});

describe('fund style history', () => {
  it('draws the first style’s index over 240 days and another style when chosen', async () => {
    await act(async () => {
      render(<FundStylesHistoryPage />);
    });
    const history = requestedUrls().find((u) => u.pathname === '/api/v1/symbols/fund_styles/history/');
    expect(history?.searchParams.get('page_size')).toBe('240');
    expect(screen.getByText('2026-11-20=921.5 2026-11-23=920.98')).toBeTruthy();
    fireEvent.click(screen.getByText('债券型·长久期'));
    expect(screen.getByText('2026-11-20=1145.47 2026-11-23=1145.67')).toBeTruthy();
  });
});
