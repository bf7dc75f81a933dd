import { act, fireEvent, render, screen } from '@testing-library/react';
import Taro, { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { fundRow, page } from '../../../tests/app/fixtures/fund-rows';
import SearchPage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const requestUrls = () => calls.filter((c) => c.api === 'request').map((c) => new URL((c.options as Req).url, 'http://app.test'));
const manager = { id: 64, name: '演示王建国', fund_company: '演示中融泰基金' };

beforeEach(() => {
  jest.useFakeTimers();
  resetTaroFake();
  setRequestHandler(async (options) => {
    const url = new URL((options as Req).url, 'http://app.test');
    const q = url.searchParams.get('q') ?? '';
    if (url.pathname === '/api/v1/search/symbols/') return ok(page(q === '100001' ? [fundRow(1)] : []));
    if (url.pathname === '/api/v1/search/fund_managers/') return ok(page(q === '王' ? [manager] : []));
    if (url.pathname === '/api/v1/search/suggestions/') return ok([`${q}成长`, `${q}价值`]);
    return { statusCode: 404, errMsg: 'request:ok', header: {}, data: '{}' };
  });
});

afterEach(() => {
  jest.useRealTimers();
});

async function renderSearch() {
  await act(async () => {
    render(<SearchPage />);
  });
}

async function type(text: string) {
  await act(async () => {
    fireEvent.change(screen.getByPlaceholderText('基金代码、名称或基金经理'), { target: { value: text } });
  });
}

describe('search', () => {
  it('finds a fund by its code and opens it', async () => {
    await renderSearch();
    await type('100001');
    await act(async () => fireEvent.click(screen.getByText('搜索')));
    const symbols = requestUrls().find((u) => u.pathname === '/api/v1/search/symbols/');
    expect(Object.fromEntries(symbols?.searchParams ?? [])).toMatchObject({ q: '100001', symbol_type: '3', page_size: '5' });
    fireEvent.click(screen.getByText('演示成长混合1'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/symbols/fund-detail/index?symbol=100001' });
  });

  it('finds managers and opens the manager page', async () => {
    await renderSearch();
    await type('王');
    await act(async () => fireEvent.click(screen.getByText('搜索')));
    fireEvent.click(screen.getByText('演示王建国'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/research/funds-managers-detail/index?id=64' });
  });

  it('suggests names once typing pauses, and searches a picked suggestion', async () => {
    await renderSearch();
    await type('演示');
    expect(requestUrls().some((u) => u.pathname === '/api/v1/search/suggestions/')).toBe(false);
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    await act(async () => fireEvent.click(screen.getByText('演示成长')));
    expect(screen.getByText('没有找到相关结果')).toBeTruthy();
    expect(requestUrls().at(-1)?.searchParams.get('q')).toBe('演示成长');
  });

  it('keeps the newest 10 terms and shows 9 of a longer stored list; a history term searches again', async () => {
    await renderSearch();
    for (let i = 1; i <= 11; i += 1) {
      await type(`词${i}`);
      await act(async () => fireEvent.click(screen.getByText('搜索')));
    }
    expect(JSON.parse(Taro.getStorageSync('ls_search_history') as string)).toHaveLength(10);
    await type('');
    expect(screen.getByText('词11')).toBeTruthy();
    expect(screen.queryByText('词1')).toBeNull();
    Taro.setStorageSync('ls_search_history', JSON.stringify(Array.from({ length: 12 }, (_, i) => `旧${i}`)));
    await act(async () => fireEvent.click(screen.getByText('词5')));
    expect(requestUrls().at(-1)?.searchParams.get('q')).toBe('词5');
    expect(screen.queryByText('旧9')).toBeNull();
  });

  it('clears the history', async () => {
    Taro.setStorageSync('ls_search_history', JSON.stringify(['沪深300']));
    await renderSearch();
    expect(screen.getByText('沪深300')).toBeTruthy();
    fireEvent.click(screen.getByText('清空'));
    expect(screen.queryByText('沪深300')).toBeNull();
  });

  it('searches the q it was opened with, and shows a retry when the search fails', async () => {
    setRouterParams({ q: '100001' });
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await renderSearch();
    expect(screen.getByText('数据请求失败，请稍后重试')).toBeTruthy();
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
