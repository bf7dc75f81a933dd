import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetTaroFake } from '../../../tests/jest/taro-fake';
import { answerByPath, navigatedTo, requestedUrls } from '../../../tests/app/fixtures/fund-tools';
import FundStylesOverviewPage from '.';

beforeEach(() => {
  resetTaroFake();
  answerByPath({
    '/symbols/fund_styles/overview/': (url) => ({
      period: url.searchParams.get('period'),
      results: [{ asset_type: 'bond', style_type: 'long', funds_count: 16, avg_percent: url.searchParams.get('period') === 'month' ? '0.40' : '3.29', max_percent: '5.86', name: '债券型·长久期' }],
    }),
  });
});

describe('fund styles overview', () => {
  it('ranks the styles over the year by default and over the period chosen', async () => {
    await act(async () => {
      render(<FundStylesOverviewPage />);
    });
    expect(requestedUrls()[0]?.searchParams.get('period')).toBe('year');
    expect(screen.getByText('+3.29%')).toBeTruthy();
    expect(screen.getByText('16')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByText('近1月'));
    });
    expect(screen.getByText('+0.40%')).toBeTruthy();
    fireEvent.click(screen.getByText('债券型·长久期'));
    expect(navigatedTo()).toEqual(['/symbols/fund-styles-info/index?asset_type=bond&style_type=long&period=month']);
  });
});
