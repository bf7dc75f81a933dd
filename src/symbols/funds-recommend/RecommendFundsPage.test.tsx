import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetTaroFake, setRouterParams } from '../../../tests/jest/taro-fake';
import { fundRow, page } from '../../../tests/app/fixtures/fund-rows';
import { FAIL, answerByPath, navigatedTo, requestedUrls } from '../../../tests/app/fixtures/fund-tools';
import RecommendFundsPage from '.';

let fail = false;
beforeEach(() => {
  resetTaroFake();
  setRouterParams({});
  fail = false;
  answerByPath({ '/symbols/recommend/': () => (fail ? FAIL : page([fundRow(1), fundRow(2)], 1, 3)) });
});

describe('recommended funds', () => {
  it('lists the recommended funds page by page and opens one', async () => {
    await act(async () => {
      render(<RecommendFundsPage />);
    });
    expect(Object.fromEntries(requestedUrls()[0]?.searchParams ?? [])).toMatchObject({ page: '1', page_size: '20' });
    expect(screen.getByText('演示成长混合2')).toBeTruthy();
    expect(screen.getByText('上拉加载更多')).toBeTruthy();
    fireEvent.click(screen.getByText('演示成长混合1'));
    expect(navigatedTo()).toEqual(['/symbols/fund-detail/index?symbol=100001']);
  });

  it('offers a retry when the list fails', async () => {
    fail = true;
    await act(async () => {
      render(<RecommendFundsPage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
