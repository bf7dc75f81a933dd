import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetTaroFake } from '../../../tests/jest/taro-fake';
import { FAIL, answerByPath, navigatedTo } from '../../../tests/app/fixtures/fund-tools';
import FundStylesPage from '.';

let fail = false;
beforeEach(() => {
  resetTaroFake();
  fail = false;
  answerByPath({
    '/symbols/fund_styles/indexes/': () =>
      fail ? FAIL : { results: [{ asset_type: 'stock', style_type: 'large_value', name: '股票型·大盘价值', date: '2026-11-23', value: '920.98', percent_day: '-0.09', percent_year: '4.91' }] },
  });
});

describe('fund styles', () => {
  it('lists each style index with its day and year moves and opens the style', async () => {
    await act(async () => {
      render(<FundStylesPage />);
    });
    expect(screen.getByText('920.98')).toBeTruthy();
    expect(screen.getByText('-0.09%').className).toContain('down');
    expect(screen.getByText('+4.91%').className).toContain('up');
    fireEvent.click(screen.getByText('股票型·大盘价值'));
    fireEvent.click(screen.getByText('风格总览'));
    expect(navigatedTo()).toEqual(['/symbols/fund-styles-info/index?asset_type=stock&style_type=large_value', '/symbols/fund-styles-overview/index']);
  });

  it('offers a retry when the indexes fail', async () => {
    fail = true;
    await act(async () => {
      render(<FundStylesPage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
