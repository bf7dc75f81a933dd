import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { fundRow, page } from '../../../tests/app/fixtures/fund-rows';
import FilteredFundsPage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const firstQuery = () => Object.fromEntries(new URL((calls.find((c) => c.api === 'request')?.options as Req).url, 'http://app.test').searchParams);

beforeEach(() => {
  resetTaroFake();
  setRequestHandler(async () => ok(page([fundRow(1, { symbol_stype: 303 })])));
});

describe('filtered fund list', () => {
  it('lists the funds of the route type, titled and ranked by it', async () => {
    setRouterParams({ type: 'zs', fund_type: 'zs', sort: '-percent_year' });
    await act(async () => {
      render(<FilteredFundsPage />);
    });
    expect(firstQuery()).toMatchObject({ type: '303', sort: '-percent_year', allow_trade: '1' });
    expect(calls.find((c) => c.api === 'setNavigationBarTitle')?.options).toEqual({ title: '指数型' });
    expect(screen.getByText('+11.00%')).toBeTruthy();
    fireEvent.click(screen.getByText('演示成长混合1'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/symbols/fund-detail/index?symbol=100001' });
  });

  it('includes funds not sold here when the route asks', async () => {
    setRouterParams({ type: 'all', allow_trade: '0' });
    await act(async () => {
      render(<FilteredFundsPage />);
    });
    expect(firstQuery()).toMatchObject({ type: 'all', allow_trade: '0' });
  });

  it('shows a retry when the list fails', async () => {
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await act(async () => {
      render(<FilteredFundsPage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });

  it('says a fund type that names nothing does not exist, instead of listing every fund', async () => {
    setRouterParams({ type: '999999' });
    await act(async () => {
      render(<FilteredFundsPage />);
    });
    expect(screen.getByText('页面不存在')).toBeTruthy();
    expect(screen.getByText('搜索')).toBeTruthy();
    expect(screen.queryByText('重试')).toBeNull();
    expect(calls.some((c) => c.api === 'request')).toBe(false);
  });
});
