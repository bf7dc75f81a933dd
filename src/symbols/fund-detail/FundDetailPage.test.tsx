import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Wire } from '@fund/core/api';
import Taro, { calls, resetTaroFake, setRequestHandler, setRouterParams, shareCard } from '../../../tests/jest/taro-fake';
import { page } from '../../../tests/app/fixtures/fund-rows';
import { fundDetail, navHistory } from '../../../tests/app/fixtures/fund-detail';
import FundDetailPage from '.';
import { actAsGuest } from '../../../tests/jest/taro-fake';

// jsdom has no canvas: the chart module (and F2 with it) stays out of screen tests.
jest.mock('../components/NavChart', () => ({ NavChart: () => <div className="nav-chart-stub" /> }));

type Req = { url: string; method?: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const requests = () => calls.filter((c) => c.api === 'request').map((c) => c.options as Req);
const navigations = () => calls.filter((c) => c.api === 'navigateTo').map((c) => (c.options as { url: string }).url);

let detail: Wire.FundDetail;

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ symbol: '000007' });
  detail = fundDetail();
  setRequestHandler(async (options) => {
    const { pathname } = new URL((options as Req).url, 'http://app.test');
    if (pathname === '/api/v1/symbols/000007/introduction/') return ok(detail);
    if (pathname === '/api/v1/symbols/000007/net_history/') return ok(page(navHistory(1200)));
    if (pathname === '/api/v1/accounts/csrftoken/') return ok({ csrftoken: 'token-1' });
    if (/\/(un)?follow\/$/.test(pathname)) return ok({ status: 'ok' });
    return { statusCode: 404, errMsg: 'request:ok', header: {}, data: '{"errors":{"detail":["接口不存在"]}}' };
  });
});

afterEach(() => {
  jest.useRealTimers();
});

async function renderPage() {
  await act(async () => {
    render(<FundDetailPage />);
  });
}

describe('fund detail', () => {
  it('shows the NAV, the day change and the chart of 3 months with its return', async () => {
    await renderPage();
    expect(screen.getByText('演示优势行业股票A')).toBeTruthy();
    expect(screen.getByText('1.4792')).toBeTruthy();
    expect(screen.getByText('-2.16%')).toBeTruthy();
    expect(document.querySelector('.nav-chart-stub')).not.toBeNull();
    expect(document.querySelector('.fd-period-active')?.textContent).toBe('3月');
    const history = requests().find((r) => r.url.includes('/net_history/'));
    expect(history?.url).toContain('page_size=830');
    expect(calls.find((c) => c.api === 'setNavigationBarTitle')?.options).toEqual({ title: '演示优势行业股票A' });
  });

  it('shares the fund by name and code, opening the same fund detail', async () => {
    await renderPage();
    expect(shareCard()).toEqual({ title: '演示优势行业股票A 000007', path: '/symbols/fund-detail/index?symbol=000007' });
  });

  it('charts a money fund\'s 7-day yield rather than its flat NAV', async () => {
    detail = fundDetail({ symbol_stype: 306, year_yld: '2.1530', tenthou_unit_incm: '0.5831' });
    await renderPage();
    expect(screen.getByText('七日年化走势')).toBeTruthy();
    expect(screen.queryByText('净值走势')).toBeNull();
  });

  it('shows each period return in the performance table and the chosen period above the chart', async () => {
    await renderPage();
    // 1 month back from 2026-11-20 is 2026-10-20: 31 days of 0.001 on 1.969. The table comes once the top is up.
    expect(await screen.findByText('近1月')).toBeTruthy();
    fireEvent.click(screen.getByText('1月'));
    const periodReturn = document.querySelector('.fd-chart-return .percent-text')?.textContent;
    expect(periodReturn).toBe('+1.57%');
    fireEvent.click(screen.getByText('成立来'));
    await act(async () => undefined);
    // Other reads (the hot list) may come when idle, so look at the last NAV-history read only.
    const histories = requests().filter((r) => r.url.includes('/net_history/'));
    expect(histories.at(-1)?.url).toContain('page_size=10000');
  });

  it('buys, sells and starts a plan through the spec URLs', async () => {
    await renderPage();
    fireEvent.click(screen.getByText('买入'));
    fireEvent.click(screen.getByText('卖出'));
    fireEvent.click(screen.getByText('定投'));
    await act(async () => undefined);
    expect(navigations()).toEqual([
      '/trade/fund-buy/index?symbol=000007',
      '/trade/fund-sell/index?symbol=000007',
      '/trade/fund-fixed-investment/index?symbol=000007',
    ]);
  });

  it('says 未代销 for a fund not distributed here, and 暂停买入 when buying is paused', async () => {
    detail = fundDetail({ allow_trade: false });
    const first = render(<FundDetailPage />);
    await act(async () => undefined);
    expect(screen.getByText('未代销')).toBeTruthy();
    first.unmount();
    detail = fundDetail({ allow_buy: false, allow_sell: false });
    await renderPage();
    expect(screen.getByText('暂停买入')).toBeTruthy();
    expect(screen.getByText('暂停卖出')).toBeTruthy();
    fireEvent.click(screen.getByText('暂停买入'));
    expect(navigations()).toEqual([]);
  });

  it('counts down to the end of the subscription period, offers 认购, and reloads at zero', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-20T06:59:58Z') });
    detail = fundDetail({ subscription_status: 1, allow_subscribe: true, allow_fixed: true, subscribe_end_date: '2026-11-20T07:00:00.000Z' });
    await renderPage();
    expect(screen.getByText('距认购结束')).toBeTruthy();
    expect(screen.getByText('00时00分02秒')).toBeTruthy();
    expect(screen.getByText('认购')).toBeTruthy();
    expect(screen.getByText('定投').parentElement?.getAttribute('aria-disabled')).toBe('true');
    const loads = () => requests().filter((r) => r.url.includes('/introduction/')).length;
    expect(loads()).toBe(1);
    detail = fundDetail();
    await act(async () => {
      jest.advanceTimersByTime(2000);
    });
    expect(loads()).toBe(2);
    expect(screen.getByText('买入')).toBeTruthy();
  });

  it('counts down to the start before the sale, with the buy button off', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-20T00:00:00Z') });
    detail = fundDetail({ subscription_status: 0, subscribe_start_date: '2026-11-24T01:00:00.000Z' });
    await renderPage();
    expect(screen.getByText('距认购开始')).toBeTruthy();
    expect(screen.getByText('4天01时00分00秒')).toBeTruthy();
    expect(screen.getByText('即将发售').parentElement?.getAttribute('aria-disabled')).toBe('true');
  });

  it('links the fund to its sub-pages', async () => {
    await renderPage();
    fireEvent.click(await screen.findByText('持仓明细'));
    fireEvent.click(screen.getByText('历任经理'));
    await act(async () => undefined);
    expect(navigations()).toEqual(['/symbols/fund-hold-symbols/index?symbol=000007', '/research/fund-managers-achivements-history/index?symbol=000007']);
  });

  it('sends a guest to login before following', async () => {

    actAsGuest();
    await renderPage();
    fireEvent.click(screen.getByText('+ 自选'));
    await act(async () => undefined);
    expect(navigations()).toEqual([`/accounts/login/index?next=${encodeURIComponent('/s/000007/')}`]);
  });

  it('follows and unfollows for a signed-in user', async () => {
    Taro.setStorageSync('access_token', 'token-1');
    await renderPage();
    await act(async () => fireEvent.click(screen.getByText('+ 自选')));
    expect(screen.getByText('已自选')).toBeTruthy();
    expect(calls.find((c) => c.api === 'showToast')?.options).toMatchObject({ title: '已加入自选' });
    await act(async () => fireEvent.click(screen.getByText('已自选')));
    expect(screen.getByText('+ 自选')).toBeTruthy();
    const posts = requests().filter((r) => r.method === 'POST').map((r) => new URL(r.url, 'http://app.test').pathname);
    expect(posts).toEqual(['/api/v1/symbols/000007/follow/', '/api/v1/symbols/000007/unfollow/']);
  });

  it('shows the catalogue text and a retry when the fund cannot load', async () => {
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await renderPage();
    expect(screen.getByText('数据请求失败，请稍后重试')).toBeTruthy();
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
