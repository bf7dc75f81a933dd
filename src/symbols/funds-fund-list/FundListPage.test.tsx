import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetTaroFake } from '../../../tests/jest/taro-fake';
import { fundRow, page } from '../../../tests/app/fixtures/fund-rows';
import { answerByPath, requestedUrls } from '../../../tests/app/fixtures/fund-tools';
import FundListPage from '.';

beforeEach(() => {
  resetTaroFake();
  answerByPath({ '/symbols/funds/': (url) => page([fundRow(url.searchParams.get('sort') === '-percent_day' ? 7 : 1)]) });
});

describe('fund list', () => {
  it('lists every fund, tradable or not, by the year until another ranking is chosen', async () => {
    await act(async () => {
      render(<FundListPage />);
    });
    expect(Object.fromEntries(requestedUrls()[0]?.searchParams ?? [])).toMatchObject({ type: 'all', allow_trade: '0', sort: '-percent_year' });
    expect(screen.getByText('演示成长混合1')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByText('日涨幅'));
    });
    expect(screen.getByText('演示成长混合7')).toBeTruthy();
    expect(screen.getByText('+1.01%')).toBeTruthy();
  });
});
