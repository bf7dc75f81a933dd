import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { page } from '../../../tests/app/fixtures/fund-rows';
import { ok, routeRequests, tradeRecord } from '../../../tests/app/fixtures/trade-records';
import PrivateFundTradeRecordListPage from '.';

const navigations = () => calls.filter((c) => c.api === 'navigateTo').map((c) => (c.options as { url: string }).url);

describe('trades of a held private fund', () => {
  beforeEach(() => {
    resetTaroFake();
    setRouterParams({ id: '7' });
  });

  it('opens a private fund trade in the trade detail told to read the private call', async () => {
    setRequestHandler(routeRequests({ 'GET /private_funds/trades/': () => ok(page([tradeRecord({ id: 5 })])) }));
    await act(async () => {
      render(<PrivateFundTradeRecordListPage />);
    });
    fireEvent.click(screen.getByText('买入 演示优势行业股票A'));
    await act(async () => undefined);
    expect(navigations()).toEqual(['/trade/funds-trades-detail/index?id=5&type=private_fund']);
  });

  it('shows 暂无交易记录 for an empty list', async () => {
    setRequestHandler(routeRequests({ 'GET /private_funds/trades/': () => ok(page([])) }));
    await act(async () => {
      render(<PrivateFundTradeRecordListPage />);
    });
    expect(screen.getByText('暂无交易记录')).toBeTruthy();
  });
});
