import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { failed, holding, ok, routeRequests } from '../../../tests/app/fixtures/trade-records';
import PrivateFundHoldingDetailPage from '.';

const navigations = () => calls.filter((c) => c.api === 'navigateTo').map((c) => (c.options as { url: string }).url);

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ id: '7' });
});

describe('private fund holding detail', () => {
  it('opens its sub-pages (named without the trailing slash) and offers no buy, sell, dividend or plan', async () => {
    setRequestHandler(routeRequests({ 'GET /private_funds/fund/fund_info/': () => ok(holding()) }));
    await act(async () => {
      render(<PrivateFundHoldingDetailPage />);
    });
    for (const label of ['收益明细', '交易记录', '份额明细']) fireEvent.click(screen.getByText(label));
    await act(async () => undefined);
    expect(navigations()).toEqual([
      '/trade/private-funds-income-list/index?id=7',
      '/trade/private-funds-trade-record-list/index?id=7',
      '/trade/private-funds-shares-info/index?id=7',
    ]);
    for (const label of ['买入', '卖出', '分红方式', '定投计划']) expect(screen.queryByText(label)).toBeNull();
  });

  it('shows the server message when the private fund is not held', async () => {
    setRequestHandler(routeRequests({ 'GET /private_funds/fund/fund_info/': () => failed(404, { errors: { detail: ['您尚未持有该基金'] } }) }));
    await act(async () => {
      render(<PrivateFundHoldingDetailPage />);
    });
    expect(screen.getByText('您尚未持有该基金')).toBeTruthy();
  });
});
