import { act, render, screen } from '@testing-library/react';
import { firePageEvent, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { heldPortfolio } from '../../../tests/app/fixtures/held-portfolios';
import { portfolio } from '../../../tests/app/fixtures/portfolio-trade';
import { ok, opened, settle, tap } from '../../../tests/app/fixtures/portfolio-harness';
import { failed, routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import HeldPortfoliosPage from '.';

let seen: SeenRequest[];
let byTopic: Record<string, unknown[]>;

beforeEach(() => {
  resetTaroFake();
  seen = [];
  setRouterParams({});
  byTopic = {
    xds: [
      heldPortfolio({ buy_unconfirm: 1, amount_unconfirm: '2000.00' }),
      heldPortfolio({ fund_portfolio: portfolio({ id: 6, name: '保本理财组合' }), worth_value: '500.50', income_latest: '0.10', income_total: '-3.00' }),
    ],
    pandoras_box: [],
  };
  setRequestHandler(routeRequests({ 'GET /funds/fund_portfolios/mine/': (req) => ok(byTopic[req.query.get('topic') ?? ''] ?? []) }, seen));
});

async function renderPage() {
  await act(async () => {
    render(<HeldPortfoliosPage />);
  });
  await settle();
}

describe('my portfolios', () => {
  it('asks for the xds topic by default and shows the totals and each portfolio, incomes coloured, with its unconfirmed note', async () => {
    await renderPage();
    expect(seen.filter((r) => r.path === '/funds/fund_portfolios/mine/').map((r) => r.query.get('topic'))).toEqual(['xds']);
    expect(document.querySelector('.hp-worth')?.textContent).toBe('10,500.50');
    expect(document.querySelector('.hp-income-latest')?.textContent).toBe('-6.68');
    expect(document.querySelector('.hp-income-total')?.textContent).toBe('+120.45');
    expect(screen.getByText('稳健增长组合')).toBeTruthy();
    expect(screen.getByText('保本理财组合')).toBeTruthy();
    expect(screen.getByText('+0.10').className).toContain('up');
    expect(screen.getByText('-3.00').className).toContain('down');
    expect(screen.getByText('买入确认中 1笔，共2,000.00元')).toBeTruthy();
  });

  it('opens a portfolio by its id, and the topic income', async () => {
    await renderPage();
    await tap(screen.getByText('保本理财组合'));
    await tap(screen.getByText('组合收益 〉'));
    expect(opened()).toEqual(['/portfolio/funds-funds-portfolios-detail/index?id=6', '/portfolio/funds-funds-portfolios-income/index?topic=xds']);
  });

  it('switches to 潘多拉魔盒 and says 暂无持有组合 when nothing is held there', async () => {
    await renderPage();
    await tap(screen.getByText('潘多拉魔盒'));
    await settle();
    expect(seen.filter((r) => r.path === '/funds/fund_portfolios/mine/').map((r) => r.query.get('topic'))).toEqual(['xds', 'pandoras_box']);
    expect(screen.getByText('暂无持有组合')).toBeTruthy();
    expect(screen.queryByText('稳健增长组合')).toBeNull();
  });

  it('starts on the topic the route names and reloads on pull-down', async () => {
    setRouterParams({ topic: 'pandoras_box' });
    byTopic.pandoras_box = [heldPortfolio({ fund_portfolio: portfolio({ id: 8, name: '潘多拉行业轮动' }) })];
    await renderPage();
    expect(screen.getByText('潘多拉行业轮动')).toBeTruthy();
    await act(async () => firePageEvent('pullDownRefresh'));
    await settle();
    expect(seen.filter((r) => r.path === '/funds/fund_portfolios/mine/').map((r) => r.query.get('topic'))).toEqual(['pandoras_box', 'pandoras_box']);
  });

  it('offers a retry when the portfolios cannot be read', async () => {
    setRequestHandler(routeRequests({ 'GET /funds/fund_portfolios/mine/': () => failed(500, {}) }));
    await renderPage();
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
