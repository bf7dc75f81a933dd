import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { fundRow, page } from '../../../tests/app/fixtures/fund-rows';
import FundsPage from '.';

type Req = { url: string };
const urls = () => calls.filter((c) => c.api === 'request').map((c) => (c.options as Req).url);

beforeEach(() => {
  resetTaroFake();
  setRequestHandler(async (options) => {
    const url = new URL((options as Req).url, 'http://app.test');
    if (url.pathname === '/api/v1/symbols/funds/companies/') {
      return { statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(page([{ id: 19, name: '演示南华基金管理有限公司', assets_total: '1.00', funds_count: 1 }])) };
    }
    if (url.searchParams.get('company_id') === '19') return { statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(page([fundRow(19)])) };
    const sort = url.searchParams.get('sort');
    const rows = sort === '-percent_three_year' ? [fundRow(9)] : [fundRow(1), fundRow(2)];
    return { statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(page(rows)) };
  });
});

describe('funds tab', () => {
  it('lists tradable funds ranked by the year by default', async () => {
    await act(async () => render(<FundsPage />));
    expect(screen.getByText('演示成长混合1')).toBeTruthy();
    expect(screen.getByText('+11.00%')).toBeTruthy();
    const first = new URL(urls()[0] ?? '', 'http://app.test');
    expect(first.pathname).toBe('/api/v1/symbols/funds/');
    expect(Object.fromEntries(first.searchParams)).toMatchObject({ type: 'all', sort: '-percent_year', allow_trade: '1', page: '1', page_size: '20' });
  });

  it('switches to a type tab with its own ranking', async () => {
    await act(async () => render(<FundsPage />));
    await act(async () => fireEvent.click(screen.getByText('债券型')));
    const last = new URL(urls().at(-1) ?? '', 'http://app.test');
    expect(Object.fromEntries(last.searchParams)).toMatchObject({ type: '302', sort: '-percent_month' });
    expect(screen.getByText('近1月 ▾')).toBeTruthy();
  });

  it('ranks by the period chosen from the sort sheet', async () => {
    await act(async () => render(<FundsPage />));
    await act(async () => fireEvent.click(screen.getByText('近1年 ▾')));
    expect(calls.find((c) => c.api === 'showActionSheet')?.options).toEqual({ itemList: ['日涨幅', '近1周', '近1月', '近3月', '近6月', '近1年', '近3年'] });
    const last = new URL(urls().at(-1) ?? '', 'http://app.test');
    expect(last.searchParams.get('sort')).toBe('-percent_day');
    expect(screen.getByText('日涨幅 ▾')).toBeTruthy();
  });

  it('lists untradable funds too once 仅看可买 is switched off', async () => {
    await act(async () => render(<FundsPage />));
    await act(async () => fireEvent.click(screen.getByText('仅看可买')));
    const last = new URL(urls().at(-1) ?? '', 'http://app.test');
    expect(Object.fromEntries(last.searchParams)).toMatchObject({ type: 'all', allow_trade: '0', page: '1' });
  });

  it('narrows the list to the fund company picked from the companies', async () => {
    await act(async () => render(<FundsPage />));
    await act(async () => fireEvent.click(screen.getByText('全部公司 ▾')));
    await act(async () => fireEvent.click(screen.getByText('演示南华基金管理有限公司')));
    const last = new URL(urls().at(-1) ?? '', 'http://app.test');
    expect(Object.fromEntries(last.searchParams)).toMatchObject({ company_id: '19', allow_trade: '1' });
    expect(screen.getByText('演示成长混合19')).toBeTruthy();
    expect(screen.queryByText('演示成长混合1')).toBeNull();
    expect(screen.getByText('演示南华基金管理有限公司 ▾')).toBeTruthy();
  });

  it('opens a fund by its spec URL', async () => {
    await act(async () => render(<FundsPage />));
    fireEvent.click(screen.getByText('演示成长混合2'));
    const nav = calls.find((c) => c.api === 'navigateTo');
    expect((nav?.options as { url: string }).url).toMatch(/^\/symbols\/fund-detail\/index\?symbol=100002$/);
  });

  it('shows the catalogue text and a retry when the list cannot load', async () => {
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await act(async () => render(<FundsPage />));
    expect(screen.getByText('数据请求失败，请稍后重试')).toBeTruthy();
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
