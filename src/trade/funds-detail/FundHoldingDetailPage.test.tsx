import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { fundDetail } from '../../../tests/app/fixtures/fund-detail';
import { failed, holding, ok, routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import FundHoldingDetailPage from '.';

const navigations = () => calls.filter((c) => c.api === 'navigateTo').map((c) => (c.options as { url: string }).url);
let seen: SeenRequest[];
let held: ReturnType<typeof holding>;

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ id: '7' });
  seen = [];
  held = holding({ divi_type: 4 });
  setRequestHandler(routeRequests({ 'GET /funds/fund/fund_info/': () => ok(held), 'GET /insights/returns/': (req) => ok(returnsFor(req.query.get('period'))) }, seen));
});

/** The true returns the server would send for a period: 成立来 with a timing cost, 近1月 too short to say. */
function returnsFor(period: string | null) {
  const base = { period, fund_id: 7, from: '2026-01-05', to: '2026-11-20', days: 319 };
  return period === 'm1'
    ? { ...base, status: 'no-data', status_display: '持有时间不足，暂无法计算', from: null, to: null, xirr: null, money_weighted: null, time_weighted: null, behaviour_gap: null }
    : { ...base, status: 'ok', status_display: '', xirr: '0.083412', money_weighted: '0.072001', time_weighted: '0.091234', behaviour_gap: '-0.019233' };
}

async function renderPage() {
  await act(async () => {
    render(<FundHoldingDetailPage />);
  });
}

describe('fund holding detail', () => {
  it('asks for the holding by fund id with trade_record_status 1 and shows worth, income, shares and dividend type', async () => {
    await renderPage();
    const req = seen.find((r) => r.path === '/funds/fund/fund_info/');
    expect(req?.query.get('fund_id')).toBe('7');
    expect(req?.query.get('trade_record_status')).toBe('1');
    expect(screen.getByText('10,000.00')).toBeTruthy();
    expect(screen.getByText('-6.78').className).toContain('down');
    expect(screen.getByText('+123.45').className).toContain('up');
    expect(screen.getByText('6,760.00')).toBeTruthy();
    expect(screen.getByText('现金分红（修改中） 〉')).toBeTruthy();
  });

  it('shows the true returns since the first buy and by period', async () => {
    await renderPage();
    expect(seen.find((r) => r.path === '/insights/returns/')?.query.get('fund_id')).toBe('7');
    expect(screen.getByText('+8.34%').className).toContain('up');
    expect(screen.getByText('+9.12%')).toBeTruthy();
    expect(screen.getByText('-1.92%').className).toContain('down');
    expect(screen.getByText('您的买卖时机少赚了1.92%')).toBeTruthy();
    fireEvent.click(screen.getByText('近1月'));
    await act(async () => undefined);
    expect(seen.filter((r) => r.path === '/insights/returns/').at(-1)?.query.get('period')).toBe('m1');
    expect(screen.getByText('持有时间不足，暂无法计算')).toBeTruthy();
  });

  it('opens its sub-pages and the buy and sell pages of the fund', async () => {
    await renderPage();
    for (const label of ['分红方式', '收益明细', '交易记录', '定投计划', '份额明细', '卖出', '买入']) fireEvent.click(screen.getByText(label));
    await act(async () => undefined);
    expect(navigations()).toEqual([
      '/trade/funds-divi-type/index?id=7',
      '/trade/funds-income-list/index?id=7',
      '/trade/funds-trade-record-list/index?id=7',
      '/trade/funds-fixed-investment/index?id=7',
      '/trade/funds-shares-info/index?id=7',
      '/trade/fund-sell/index?symbol=000007',
      '/trade/fund-buy/index?symbol=000007',
    ]);
  });

  it('pauses the buttons the fund does not allow', async () => {
    held = holding({ allow_sell: false, fund: fundDetail({ allow_buy: false }) });
    await renderPage();
    expect(screen.getByText<HTMLButtonElement>('暂停卖出').disabled).toBe(true);
    expect(screen.getByText<HTMLButtonElement>('暂停买入').disabled).toBe(true);
  });

  it('shows the server message for a fund not held, with a way on instead of 重试', async () => {
    setRequestHandler(routeRequests({ 'GET /funds/fund/fund_info/': () => failed(404, { errors: { detail: ['您尚未持有该基金'] } }) }));
    await renderPage();
    expect(screen.getByText('您尚未持有该基金')).toBeTruthy();
    expect(screen.queryByText('重试')).toBeNull();
    expect(screen.getByText('返回首页')).toBeTruthy();
  });

  it('offers 重试 when the holding cannot be read for now', async () => {
    setRequestHandler(routeRequests({ 'GET /funds/fund/fund_info/': () => failed(503, {}) }));
    await renderPage();
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
