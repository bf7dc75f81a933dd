import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, firePageEvent, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { heldPortfolio, portfolioTradeRecord } from '../../../tests/app/fixtures/held-portfolios';
import { portfolio } from '../../../tests/app/fixtures/portfolio-trade';
import { ok, opened, settle, tap } from '../../../tests/app/fixtures/portfolio-harness';
import { bankCard, failed, routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import { trueReturnsAnswer } from '../../../tests/app/fixtures/insights';
import type { Wire } from '@fund/core/api';
import HeldPortfolioDetailPage from '.';

let seen: SeenRequest[];
let answer: Wire.HeldPortfolio;

beforeEach(() => {
  resetTaroFake();
  seen = [];
  answer = heldPortfolio();
  setRouterParams({ id: '5' });
  setRequestHandler(routeRequests({ 'GET /funds/fund_portfolios/5/': () => ok(answer), 'GET /insights/returns/': (req) => ok(returnsFor(req.query.get('period'))) }, seen));
});

/** The portfolio's true returns: 成立来 with a timing gain, 近1月 too short to say. */
function returnsFor(period: string | null) {
  return period === 'm1'
    ? trueReturnsAnswer({ period: 'm1', portfolio_id: 5, status: 'no-data', status_display: '持有时间不足，暂无法计算', from: null, to: null, days: 0, xirr: null, money_weighted: null, time_weighted: null, behaviour_gap: null })
    : trueReturnsAnswer({ portfolio_id: 5, money_weighted: '0.070000', behaviour_gap: '0.010000' });
}

async function renderPage() {
  await act(async () => {
    render(<HeldPortfolioDetailPage />);
  });
  await settle();
}

const toasts = () => calls.filter((c) => c.api === 'showToast').map((c) => (c.options as { title: string }).title);

describe('held portfolio detail', () => {
  it('shows the worth, latest and total income and the date, without a fare at 0', async () => {
    await renderPage();
    expect(document.querySelector('.hp-worth')?.textContent).toBe('10,000.00');
    expect(document.querySelector('.hp-income-latest')?.textContent).toBe('-6.78');
    expect(document.querySelector('.hp-income-total')?.textContent).toBe('+123.45');
    expect(screen.getByText('截至2026-11-20')).toBeTruthy();
    expect(screen.queryByText('待扣投顾费')).toBeNull();
    expect(screen.queryByText('待确认交易')).toBeNull();
  });

  it("shows the portfolio's true returns and, for a period too short, says so", async () => {
    await renderPage();
    expect(seen.find((r) => r.path === '/insights/returns/')?.query.get('portfolio_id')).toBe('5');
    expect(screen.getByText('真实收益')).toBeTruthy();
    expect(screen.getByText('+7.00%').className).toContain('up');
    expect(screen.getByText('您的买卖时机多赚了1.00%')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByText('近1月'));
    });
    await settle();
    expect(seen.filter((r) => r.path === '/insights/returns/').at(-1)?.query.get('period')).toBe('m1');
    expect(screen.getByText('持有时间不足，暂无法计算')).toBeTruthy();
  });

  it('shows the accrued fare above 0, the unconfirmed trades and the notification', async () => {
    answer = heldPortfolio({
      fare: '1.37',
      buy_unconfirm: 1,
      amount_unconfirm: '2000.00',
      sell_unconfirm: 2,
      sell_amount_unconfirm: '300.00',
      rebalance_unconfirm: 1,
      notification: '组合目标持仓已调整',
    });
    await renderPage();
    expect(screen.getByText('待扣投顾费')).toBeTruthy();
    expect(screen.getByText('1.37')).toBeTruthy();
    expect(screen.getByText('买入确认中 1笔，共2,000.00元')).toBeTruthy();
    expect(screen.getByText('卖出确认中 2笔，共300.00元')).toBeTruthy();
    expect(screen.getByText('调仓确认中 1笔')).toBeTruthy();
    expect(screen.getByText('组合目标持仓已调整')).toBeTruthy();
  });

  it('draws the income days as columns, oldest first, and writes the newest', async () => {
    await renderPage();
    const columns = Array.from(document.querySelectorAll('.hp-column')).map((c) => [c.getAttribute('data-date'), c.getAttribute('data-height')]);
    expect(columns).toEqual([
      ['2026-11-19', '100'],
      ['2026-11-20', '57'],
    ]);
    expect(document.querySelector('.hp-income-newest')?.textContent).toBe('-6.78');
    expect(document.querySelector('.hp-column-bar.down')).toBeTruthy();
  });

  it('lists the funds: a sellable one opens its sell from the portfolio, the other its fund page', async () => {
    await renderPage();
    expect(screen.getByText('持有金额 7,000.00')).toBeTruthy();
    expect(screen.getByText('-2.50').className).toContain('down');
    await tap(screen.getByText('演示优势行业股票A'));
    await tap(screen.getByText('演示现金宝货币'));
    expect(opened()).toEqual(['/trade/fund-id-sell/index?symbol=000007&id=5', '/symbols/fund-detail/index?symbol=000009']);
  });

  it('shows the latest trades, each opening the portfolio trade detail, and 查看全部 the record list', async () => {
    answer = heldPortfolio({ trade_record_list: [portfolioTradeRecord({ id: 71 }), portfolioTradeRecord({ id: 72, direction: 1, amount: '500.00' })] });
    await renderPage();
    expect(document.querySelectorAll('.trade-record-row')).toHaveLength(2);
    await tap(document.querySelector('[data-record-id="72"]'));
    await tap(screen.getByText('查看全部 〉'));
    expect(opened()).toEqual(['/portfolio/funds-portfolios-trades-detail/index?id=72', '/portfolio/funds-funds-portfolios-trade-record-list/index?id=5']);
  });

  it('links to its income, records, shares, service reports and the advisory fee', async () => {
    await renderPage();
    for (const label of ['收益明细', '交易记录', '份额明细', '服务报告', '投顾服务费']) await tap(screen.getByText(label));
    expect(opened()).toEqual([
      '/portfolio/funds-funds-portfolios-income-list/index?id=5',
      '/portfolio/funds-funds-portfolios-trade-record-list/index?id=5',
      '/portfolio/funds-funds-portfolios-shares-info/index?id=5',
      '/portfolio/portfolio-service-report-records/index?id=5',
      '/portfolio/portfolios-manage-fare/index',
    ]);
  });

  it('买入 and 卖出 open the portfolio trade pages; no 调仓 unless allowed', async () => {
    await renderPage();
    expect(screen.queryByText('调仓')).toBeNull();
    await tap(screen.getByText('卖出'));
    await tap(screen.getByText('买入'));
    expect(opened()).toEqual(['/portfolio/portfolio-sell/index?id=5', '/portfolio/portfolio-buy/index?id=5']);
  });

  it('调仓 opens the rebalance proposal for the card holding the portfolio', async () => {
    answer = heldPortfolio({ allow_rebalance: true, shares_list: [bankCard({ id: 4, is_default: false }), bankCard({ id: 8, is_default: true })] });
    await renderPage();
    await tap(screen.getByText('调仓'));
    expect(opened()).toEqual(['/portfolio/portfolio-rebalance-proposal/index?id=5&bankCardId=8']);
  });

  it('调仓 without a usable card says so instead', async () => {
    answer = heldPortfolio({ allow_rebalance: true, shares_list: [bankCard({ status: 0 })] });
    await renderPage();
    await tap(screen.getByText('调仓'));
    expect(opened()).toEqual([]);
    expect(toasts()).toEqual(['请选择可用的银行卡']);
  });

  it('pauses buying and selling when not allowed', async () => {
    answer = heldPortfolio({ allow_sell: false, fund_portfolio: portfolio({ allow_buy: false }) });
    await renderPage();
    await tap(screen.getByText('暂停卖出'));
    await tap(screen.getByText('暂停买入'));
    expect(opened()).toEqual([]);
  });

  it('reloads on pull-down', async () => {
    await renderPage();
    await act(async () => firePageEvent('pullDownRefresh'));
    await settle();
    expect(seen.filter((r) => r.path === '/funds/fund_portfolios/5/')).toHaveLength(2);
  });

  it('says why the portfolio cannot be read and leads home instead of a retry that cannot succeed', async () => {
    setRequestHandler(routeRequests({ 'GET /funds/fund_portfolios/5/': () => failed(404, { errors: { detail: ['您尚未持有该组合'] } }) }));
    await renderPage();
    expect(screen.getByText('您尚未持有该组合')).toBeTruthy();
    expect(screen.getByText('返回首页')).toBeTruthy();
    expect(screen.queryByText('重试')).toBeNull();
  });

  it('says 组合不存在 for a page opened without an id', async () => {
    setRouterParams({});
    await renderPage();
    expect(screen.getByText('组合不存在')).toBeTruthy();
  });
});
