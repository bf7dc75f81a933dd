import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, firePageEvent, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { page } from '../../../tests/app/fixtures/fund-rows';
import { fundDetail } from '../../../tests/app/fixtures/fund-detail';
import { failed, holding, ok, routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import { navStatusAnswer } from '../../../tests/app/fixtures/insights';
import FundHoldingsPage from '.';

const navigations = () => calls.filter((c) => c.api === 'navigateTo').map((c) => (c.options as { url: string }).url);
const assets = { assets_total: '10300.00', trade_date: '2026-11-20', income_latest: '-6.78', fare: '0.00', income_total: '123.45', bank_cards_count: 1, wallets_available: '0.00', funds: { trade_date: '2026-11-20', income_latest: '-6.78', income_total: '123.45', worth_value: '12345.60', fare: '0.00' } };
let seen: SeenRequest[];
let held: ReturnType<typeof holding>[];

beforeEach(() => {
  resetTaroFake();
  seen = [];
  held = [holding(), holding({ fund: fundDetail({ id: 8, symbol: '000008', abbr_name: '演示稳健债券A' }), worth_value: '2345.60', income_latest: '1.20', income_total: '-3.00' })];
  setRequestHandler(routeRequests({ 'GET /funds/assets/mine/': () => ok(assets), 'GET /funds/fund/mine/': () => ok(page(held)), 'GET /insights/nav_status/': () => ok(navStatusAnswer) }, seen));
});

async function renderPage() {
  await act(async () => {
    render(<FundHoldingsPage />);
  });
}

describe('fund holdings offline', () => {
  it('shows the holdings and totals of the last visit with their stamp when the network fails, and reads fresh ones when it is back', async () => {
    const first = render(<FundHoldingsPage />);
    await act(async () => undefined);
    first.unmount();
    setRequestHandler(async () => {
      throw { errMsg: 'request:fail timeout' };
    });
    const offline = render(<FundHoldingsPage />);
    await act(async () => undefined);
    expect(screen.getByText('演示稳健债券A')).toBeTruthy();
    expect(screen.getByText('12,345.60')).toBeTruthy();
    expect(document.querySelector('.offline-banner-stamp')?.textContent).toMatch(/^网络不可用，显示截至.+的数据$/);
    offline.unmount();
    setRequestHandler(routeRequests({ 'GET /funds/assets/mine/': () => ok(assets), 'GET /funds/fund/mine/': () => ok(page(held.slice(0, 1))), 'GET /insights/nav_status/': () => ok(navStatusAnswer) }, seen));
    await renderPage();
    expect(document.querySelector('.offline-banner')).toBeNull();
    expect(screen.queryByText('演示稳健债券A')).toBeNull();
  });
});

describe('fund holdings', () => {
  it('shows the total worth, yesterday and total income, and each held fund with its figures coloured', async () => {
    await renderPage();
    expect(screen.getByText('12,345.60')).toBeTruthy();
    expect(screen.getAllByText('-6.78').length).toBe(2);
    expect(screen.getAllByText('+123.45')).toHaveLength(2);
    expect(screen.getByText('演示优势行业股票A')).toBeTruthy();
    expect(screen.getByText('演示稳健债券A')).toBeTruthy();
    expect(screen.getByText('+1.20').className).toContain('up');
    expect(screen.getByText('-3.00').className).toContain('down');
  });

  it('shows each fund’s NAV status for today, with the NAV date a pending one still uses', async () => {
    await renderPage();
    const rows = Array.from(document.querySelectorAll('.hold-row'));
    expect(rows[0]?.querySelector('.hold-row-nav-status')?.textContent).toBe('待更新');
    expect(rows[0]?.querySelector('.hold-row-nav-note')?.textContent).toBe('今日净值尚未公布，按 2026-11-19 净值计算');
    expect(rows[1]?.querySelector('.hold-row-nav-status')?.textContent).toBe('已更新');
    expect(rows[1]?.querySelector('.hold-row-nav-note')).toBeNull();
  });

  it('opens a holding by its fund id', async () => {
    await renderPage();
    fireEvent.click(screen.getByText('演示稳健债券A'));
    await act(async () => undefined);
    expect(navigations()).toEqual(['/trade/funds-detail/index?id=8']);
  });

  it('says 暂无持仓 when nothing is held, and reloads on pull-down', async () => {
    held = [];
    await renderPage();
    expect(screen.getByText('暂无持仓')).toBeTruthy();
    await act(async () => firePageEvent('pullDownRefresh'));
    expect(seen.filter((r) => r.path === '/funds/assets/mine/')).toHaveLength(2);
    expect(seen.filter((r) => r.path === '/funds/fund/mine/')).toHaveLength(2);
  });

  it('offers a retry when the holdings cannot be read', async () => {
    setRequestHandler(routeRequests({ 'GET /funds/assets/mine/': () => ok(assets), 'GET /funds/fund/mine/': () => failed(500, {}) }));
    await renderPage();
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
