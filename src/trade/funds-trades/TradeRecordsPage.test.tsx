import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, firePageEvent, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { page } from '../../../tests/app/fixtures/fund-rows';
import { fundDetail } from '../../../tests/app/fixtures/fund-detail';
import { failed, ok, routeRequests, tradeRecord, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import TradeRecordsPage from '.';

const navigations = () => calls.filter((c) => c.api === 'navigateTo').map((c) => (c.options as { url: string }).url);
let seen: SeenRequest[];

const fundPage = (req: SeenRequest) =>
  req.query.get('page') === '1'
    ? ok(page([tradeRecord({ id: 41 }), tradeRecord({ id: 40, direction: 1, status: 1, amount: '0.00', shares: '500.00', shares_confirm: '500.00', amount_confirm: '702.31' })], 1, 2))
    : ok(page([tradeRecord({ id: 39, status: 6, amount_refund: '1000.00' })], 2, 2));

beforeEach(() => {
  resetTaroFake();
  seen = [];
  setRequestHandler(
    routeRequests(
      {
        'GET /funds/trades/': fundPage,
        'GET /funds/bao/trades/': () => ok(page([tradeRecord({ id: 50, fund: fundDetail({ abbr_name: '演示现金宝', is_bao: true }), amount: '300.00' })])),
        'GET /private_funds/trades/': () => ok(page([])),
        'GET /funds/portfolio_trades/': () => failed(502, {}),
      },
      seen,
    ),
  );
});

async function renderPage() {
  await act(async () => {
    render(<TradeRecordsPage />);
  });
}

describe('trade records offline', () => {
  const offline = () =>
    setRequestHandler(async () => {
      throw { errMsg: 'request:fail timeout' };
    });

  it('shows the first page of the last visit with its stamp, and a further page answers with a retry, not a spinner', async () => {
    const first = render(<TradeRecordsPage />);
    await act(async () => undefined);
    first.unmount();
    offline();
    await renderPage();
    expect(screen.getByText('买入 演示优势行业股票A')).toBeTruthy();
    expect(screen.getByText('500.00份')).toBeTruthy();
    expect(document.querySelector('.offline-banner-stamp')?.textContent).toMatch(/^网络不可用，显示截至.+的数据$/);
    expect(screen.getByText('联网后才能买卖、转入转出')).toBeTruthy();
    await act(async () => firePageEvent('reachBottom'));
    expect(screen.queryByText('已撤单')).toBeNull();
    expect(screen.getByText('重试')).toBeTruthy();
  });

  it('shows a server error as its own view, not the kept copy', async () => {
    const first = render(<TradeRecordsPage />);
    await act(async () => undefined);
    first.unmount();
    setRequestHandler(routeRequests({ 'GET /funds/trades/': () => failed(500, {}) }));
    await renderPage();
    expect(screen.queryByText('买入 演示优势行业股票A')).toBeNull();
    expect(document.querySelector('.offline-banner')).toBeNull();
    expect(screen.getByText('重试')).toBeTruthy();
  });
});

describe('trade records', () => {
  it('lists fund trades 10 a page with direction, size and the status text of each', async () => {
    await renderPage();
    expect(seen.find((r) => r.path === '/funds/trades/')?.query.get('page_size')).toBe('10');
    expect(screen.getByText('买入 演示优势行业股票A')).toBeTruthy();
    expect(screen.getByText('1,000.00元')).toBeTruthy();
    expect(screen.getByText('委托成功')).toBeTruthy();
    expect(screen.getByText('卖出 演示优势行业股票A')).toBeTruthy();
    expect(screen.getByText('500.00份')).toBeTruthy();
    expect(screen.getByText('交易成功')).toBeTruthy();
    expect(screen.getAllByText('2026-11-23 17:50')).toHaveLength(2);
  });

  it('loads the next page at the bottom and starts over on pull-down', async () => {
    await renderPage();
    await act(async () => firePageEvent('reachBottom'));
    expect(screen.getByText('已撤单')).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
    await act(async () => firePageEvent('pullDownRefresh'));
    expect(seen.filter((r) => r.path === '/funds/trades/' && r.query.get('page') === '1')).toHaveLength(2);
    expect(screen.queryByText('已撤单')).toBeNull();
  });

  it('has the four tabs; the cash treasure tab reads its own trades in its own words', async () => {
    await renderPage();
    for (const label of ['基金', '组合', '现金宝', '私募']) expect(screen.getByText(label)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByText('现金宝'));
    });
    expect(screen.getByText('转入 演示现金宝')).toBeTruthy();
    expect(screen.getByText('待支付')).toBeTruthy();
  });

  it('shows the empty state of a tab with no trades', async () => {
    await renderPage();
    await act(async () => {
      fireEvent.click(screen.getByText('私募'));
    });
    expect(screen.getByText('暂无交易记录')).toBeTruthy();
  });

  it('shows the failure with a retry when a tab cannot be read', async () => {
    await renderPage();
    await act(async () => {
      fireEvent.click(screen.getByText('组合'));
    });
    expect(screen.getByText('数据请求失败，请稍后重试')).toBeTruthy();
    expect(screen.getByText('重试')).toBeTruthy();
  });

  it('opens a record in the trade detail', async () => {
    await renderPage();
    fireEvent.click(screen.getByText('买入 演示优势行业股票A'));
    await act(async () => undefined);
    expect(navigations()).toEqual(['/trade/funds-trades-detail/index?id=41']);
  });

  it('opens on the tab named in the link', async () => {
    setRouterParams({ tab: 'fund_bao' });
    await renderPage();
    expect(screen.getByText('转入 演示现金宝')).toBeTruthy();
  });
});
