import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { fundRow, page } from '../../../tests/app/fixtures/fund-rows';
import { INDEX, STOCK, blockTradesDaily, holders, indexQuote, kLine, stockQuote } from '../../../tests/app/fixtures/market';
import SymbolDetailPage from '.';

jest.mock('../components/NavChart', () => ({ NavChart: ({ data }: { data: unknown[] }) => <div className="nav-chart-stub">{`${data.length} points`}</div> }));

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const requests = () => calls.filter((c) => c.api === 'request').map((c) => (c.options as Req).url);
const navigations = () => calls.filter((c) => c.api === 'navigateTo').map((c) => (c.options as { url: string }).url);

beforeEach(() => {
  resetTaroFake();
  setRequestHandler(async (options) => {
    const url = new URL((options as Req).url, 'http://app.test');
    const path = url.pathname;
    if (path === '/api/v1/symbols/') return ok(url.searchParams.get('symbol') === INDEX ? [{ symbol: INDEX, abbr_name: '沪深300', symbol_type: 5 }] : url.searchParams.get('symbol') === STOCK ? [{ symbol: STOCK, abbr_name: '演示康泰', symbol_type: 1 }] : []);
    if (path === `/api/v1/symbols/${STOCK}/quote/`) return ok(stockQuote());
    if (path === `/api/v1/symbols/${INDEX}/quote/`) return ok(indexQuote());
    if (path.endsWith('/k_line/')) return ok(kLine(url.searchParams.get('period') === 'week' ? 24 : 120));
    if (path === `/api/v1/symbols/${STOCK}/holders/`) return ok(holders());
    if (path === `/api/v1/symbols/${STOCK}/block_trades_daily/`) return ok(blockTradesDaily());
    if (path === `/api/v1/symbols/indexes/${INDEX}/pe_indexes/`) return ok({ symbol: INDEX, abbr_name: '沪深300', symbol_type: 5, pe: '12.31', pb: '1.40', pe_percentile: '45.20', pb_percentile: '30.10', history: [] });
    if (path === `/api/v1/symbols/indexes/${INDEX}/related_funds/`) return ok(page([fundRow(1, { abbr_name: '演示沪深300指数A' })]));
    return { statusCode: 404, errMsg: 'request:ok', header: {}, data: '{"errors":{"detail":["请求的数据不存在"]}}' };
  });
});

async function renderPage(symbol: string) {
  setRouterParams({ symbol });
  await act(async () => {
    render(<SymbolDetailPage />);
  });
}

describe('stock detail', () => {
  it('shows the price, the figures and the five price levels', async () => {
    await renderPage(STOCK);
    expect(screen.getByText('演示康泰')).toBeTruthy();
    expect(screen.getByText('12.34')).toBeTruthy();
    expect(screen.getByText('+0.15')).toBeTruthy();
    expect(screen.getByText('+1.23%')).toBeTruthy();
    expect(screen.getByText('10.01万手')).toBeTruthy();
    expect(screen.getByText('246.80亿')).toBeTruthy();
    const levels = Array.from(document.querySelectorAll('.sd-level-label')).map((e) => e.textContent);
    expect(levels).toEqual(['卖5', '卖4', '卖3', '卖2', '卖1', '买1', '买2', '买3', '买4', '买5']);
    expect(screen.getByText('12.39')).toBeTruthy();
    expect(calls.find((c) => c.api === 'setNavigationBarTitle')?.options).toEqual({ title: '演示康泰' });
  });

  it('draws the day K-line and switches to weeks', async () => {
    await renderPage(STOCK);
    expect(screen.getByText('120 points')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('周K')));
    expect(screen.getByText('24 points')).toBeTruthy();
    expect(requests().filter((u) => u.includes('/k_line/')).at(-1)).toContain('period=week');
  });

  it('lists the top holders and the recent block trades, and opens them', async () => {
    await renderPage(STOCK);
    expect(screen.getByText('香港中央结算有限公司')).toBeTruthy();
    expect(screen.getByText('6.20%')).toBeTruthy();
    expect(screen.getByText('增持')).toBeTruthy();
    expect(screen.getByText('2026-11-20')).toBeTruthy();
    expect(screen.getByText('2笔 960.00万')).toBeTruthy();
    fireEvent.click(screen.getByText('香港中央结算有限公司'));
    fireEvent.click(screen.getByText('股东图谱'));
    fireEvent.click(screen.getByText('查看全部'));
    await act(async () => undefined);
    expect(navigations()).toEqual([
      `/symbols/fund-holders-shares-history-detail/index?symbol=${STOCK}&id=3`,
      `/symbols/fund-holders-atlas/index?symbol=${STOCK}&type=holders_atlas`,
      `/symbols/fund-block-trades/index?symbol=${STOCK}`,
    ]);
  });

  it('shows the failure with a retry when the quote cannot load', async () => {
    setRequestHandler(async (options) => {
      const path = new URL((options as Req).url, 'http://app.test').pathname;
      if (path === '/api/v1/symbols/') return ok([{ symbol: STOCK, abbr_name: '演示康泰', symbol_type: 1 }]);
      return { statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' };
    });
    await renderPage(STOCK);
    expect(screen.getByText('数据请求失败，请稍后重试')).toBeTruthy();
    expect(screen.getByText('重试')).toBeTruthy();
  });

  it('says there is nothing for a symbol no market knows', async () => {
    await renderPage('SH999999');
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });
});

describe('index detail', () => {
  it('shows the level, the valuation and the related funds, without price levels', async () => {
    await renderPage(INDEX);
    expect(screen.getByText('沪深300')).toBeTruthy();
    expect(screen.getByText('4,012.56')).toBeTruthy();
    expect(screen.getByText('-0.31%')).toBeTruthy();
    expect(screen.getByText('12.31')).toBeTruthy();
    expect(screen.getByText('45.20%')).toBeTruthy();
    expect(screen.getByText('演示沪深300指数A')).toBeTruthy();
    expect(document.querySelector('.sd-level')).toBeNull();
    fireEvent.click(screen.getByText('演示沪深300指数A'));
    await act(async () => undefined);
    expect(navigations()).toEqual(['/symbols/fund-detail/index?symbol=100001']);
  });
});
