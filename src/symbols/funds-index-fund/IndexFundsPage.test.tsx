import { act, render, screen } from '@testing-library/react';
import { resetTaroFake, setRouterParams } from '../../../tests/jest/taro-fake';
import { fundRow, page } from '../../../tests/app/fixtures/fund-rows';
import { answerByPath, requestedUrls } from '../../../tests/app/fixtures/fund-tools';
import IndexFundsPage from '.';

beforeEach(() => {
  resetTaroFake();
  answerByPath({ '/symbols/funds/': () => page([fundRow(3, { abbr_name: '演示沪深300指数A', symbol_stype: 303 })]) });
});

describe('index funds', () => {
  it('lists index funds by the year by default', async () => {
    setRouterParams({});
    await act(async () => {
      render(<IndexFundsPage />);
    });
    expect(Object.fromEntries(requestedUrls()[0]?.searchParams ?? [])).toMatchObject({ type: '303', sort: '-percent_year' });
    expect(screen.getByText('演示沪深300指数A')).toBeTruthy();
    expect(screen.getByText('+13.00%')).toBeTruthy();
  });

  it('takes the route’s type and ranking', async () => {
    setRouterParams({ fund_type: 'zs', sort: '-percent_month' });
    await act(async () => {
      render(<IndexFundsPage />);
    });
    expect(Object.fromEntries(requestedUrls()[0]?.searchParams ?? [])).toMatchObject({ type: '303', sort: '-percent_month' });
    expect(screen.getByText('-3.03%')).toBeTruthy();
  });
});
