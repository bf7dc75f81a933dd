import { act, render, screen } from '@testing-library/react';
import Taro, { resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { portfolio } from '../../../tests/app/fixtures/portfolio-trade';
import { fail, gets, ok, opened, pathOf, posts, settle, tap, type Req } from '../../../tests/app/fixtures/portfolio-harness';
import PortfolioDetailPage from '.';
import { actAsGuest } from '../../../tests/jest/taro-fake';

let detail = () => ok(portfolio());
let held = () => fail(404, { detail: ['您尚未持有该组合'] });

beforeEach(() => {
  resetTaroFake();
  detail = () => ok(portfolio());
  held = () => fail(404, { detail: ['您尚未持有该组合'] });
  setRouterParams({ id: '5' });
  setRequestHandler(async (options) => {
    const path = pathOf(options as Req);
    if (path === '/api/v1/portfolio/5/') return detail();
    if (path === '/api/v1/funds/fund_portfolios/5/') return held();
    return fail(404, { detail: [`no ${path}`] });
  });
});

async function renderPage() {
  await act(async () => {
    render(<PortfolioDetailPage />);
  });
  await settle();
}

describe('portfolio detail', () => {
  it('shows name, risk, net value, cumulative and yield, and the target positions with the cash treasure marked', async () => {
    await renderPage();
    expect(screen.getByText('稳健增长组合')).toBeTruthy();
    expect(screen.getByText('风险等级：稳健型（中风险）')).toBeTruthy();
    expect(screen.getByText('1.2346')).toBeTruthy();
    expect(screen.getByText('+23.46%')).toBeTruthy();
    expect(screen.getByText('+5.10%')).toBeTruthy();
    expect(screen.getByText('演示优势行业股票A')).toBeTruthy();
    expect(screen.getByText('70.00%')).toBeTruthy();
    const bao = screen.getByText('演示现金宝货币').closest('.portfolio-position');
    expect(bao?.textContent).toContain('现金宝');
    expect(bao?.textContent).toContain('30.00%');
  });

  it('a guest sees 买入 but no 卖出, is not asked about holdings, and logs in before buying', async () => {

    actAsGuest();
    await renderPage();
    expect(gets('/funds/fund_portfolios/5/')).toHaveLength(0);
    expect(screen.queryByText('卖出')).toBeNull();
    await tap(screen.getByText('买入'));
    expect(opened()).toEqual(['/accounts/login/index?next=%2Fp%2F5%2Fbuy%2F']);
  });

  it('a holder gets 卖出 beside 买入, each leading to its trade page', async () => {
    Taro.setStorageSync('access_token', 'token-1');
    held = () => ok({ worth_value: '2100.00', sell_unconfirm: 0 });
    await renderPage();
    await tap(screen.getByText('卖出'));
    await tap(screen.getByText('买入'));
    expect(opened()).toEqual(['/portfolio/portfolio-sell/index?id=5', '/portfolio/portfolio-buy/index?id=5']);
  });

  it('a logged-in user who does not hold it sees no 卖出; a paused portfolio reads 暂停买入', async () => {
    Taro.setStorageSync('access_token', 'token-1');
    detail = () => ok(portfolio({ allow_buy: false }));
    await renderPage();
    expect(gets('/funds/fund_portfolios/5/')).toHaveLength(1);
    expect(screen.queryByText('卖出')).toBeNull();
    await tap(screen.getByText('暂停买入'));
    expect(opened()).toEqual([]);
  });

  it('a logged-in visitor follows the portfolio and sees 已关注', async () => {
    Taro.setStorageSync('access_token', 'token-1');
    let followed = false;
    detail = () => ok(portfolio({ is_owner: false, followed }));
    setRequestHandler(async (options) => {
      const r = options as Req;
      const path = pathOf(r);
      if (path === '/api/v1/accounts/csrftoken/') return ok({ csrftoken: 'csrf-test' });
      if (path === '/api/v1/portfolio/5/follow/' && r.method === 'POST') {
        followed = true;
        return ok({ detail: '关注成功' });
      }
      if (path === '/api/v1/portfolio/5/') return detail();
      return held();
    });
    await renderPage();
    await tap(screen.getByText('+ 关注'));
    await settle();
    expect(posts('/portfolio/5/follow/')).toHaveLength(1);
    expect(screen.getByText('已关注')).toBeTruthy();
  });

  it('a guest sees no follow button', async () => {
    actAsGuest();
    await renderPage();
    expect(screen.queryByText('+ 关注')).toBeNull();
  });

  it('a missing portfolio says so and leads home, with no retry', async () => {
    detail = () => fail(404, { detail: ['组合不存在'] });
    await renderPage();
    expect(screen.getByText('组合不存在')).toBeTruthy();
    expect(screen.getByText('返回首页')).toBeTruthy();
    expect(screen.queryByText('重试')).toBeNull();
  });

  it('a server failure offers a retry that loads the portfolio', async () => {
    detail = () => fail(500, { detail: ['服务器开小差了'] });
    await renderPage();
    detail = () => ok(portfolio());
    await tap(screen.getByText('重试'));
    await settle();
    expect(screen.getByText('稳健增长组合')).toBeTruthy();
  });
});
