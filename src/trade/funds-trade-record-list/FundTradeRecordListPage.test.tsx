import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { page } from '../../../tests/app/fixtures/fund-rows';
import { ok, routeRequests, tradeRecord, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import FundTradeRecordListPage from '.';

const navigations = () => calls.filter((c) => c.api === 'navigateTo').map((c) => (c.options as { url: string }).url);
let seen: SeenRequest[];

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ id: '7' });
  seen = [];
  setRequestHandler(routeRequests({ 'GET /funds/trades/': () => ok(page([tradeRecord({ id: 41 })])) }, seen));
});

describe('trades of a held fund', () => {
  it('lists the fund trades 10 a page and opens one', async () => {
    await act(async () => {
      render(<FundTradeRecordListPage />);
    });
    expect(seen[0]?.query.get('fund_id')).toBe('7');
    expect(seen[0]?.query.get('page_size')).toBe('10');
    expect(screen.getByText('委托成功')).toBeTruthy();
    fireEvent.click(screen.getByText('买入 演示优势行业股票A'));
    await act(async () => undefined);
    expect(navigations()).toEqual(['/trade/funds-trades-detail/index?id=41']);
  });
});
