import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { fundRow, page } from '../../../tests/app/fixtures/fund-rows';
import FundComparePage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const navigations = () => calls.filter((c) => c.api === 'navigateTo').map((c) => (c.options as { url: string }).url);

beforeEach(() => {
  resetTaroFake();
  setRouterParams({});
  setRequestHandler(async (options) => {
    const url = new URL((options as Req).url, 'http://app.test');
    if (url.pathname === '/api/v1/search/symbols/') return ok(page([fundRow(2)]));
    return { statusCode: 404, errMsg: 'request:ok', header: {}, data: '{}' };
  });
});

async function renderPage() {
  await act(async () => {
    render(<FundComparePage />);
  });
}

describe('fund compare', () => {
  it('says how to add funds while the list is empty, and asks for two before comparing', async () => {
    await renderPage();
    expect(screen.getByText('还没有待对比的基金，在基金详情页点击“加入对比”')).toBeTruthy();
    fireEvent.click(screen.getByText('开始对比'));
    expect(calls.find((c) => c.api === 'showToast')?.options).toMatchObject({ title: '请选择两只基金' });
    expect(navigations()).toEqual([]);
  });

  it('keeps the fund it was opened with, adds one found by search, and compares the two', async () => {
    // Route values arrive percent-encoded.
    setRouterParams({ symbol: '100001', abbr_name: encodeURIComponent('演示成长混合1') });
    await renderPage();
    expect(screen.getByText('演示成长混合1')).toBeTruthy();
    fireEvent.input(screen.getByPlaceholderText('输入基金代码或名称添加'), { target: { value: '100002' } });
    await act(async () => {
      fireEvent.click(screen.getByText('搜索'));
    });
    const search = new URL((calls.find((c) => c.api === 'request')?.options as Req).url, 'http://app.test');
    expect(Object.fromEntries(search.searchParams)).toMatchObject({ q: '100002', symbol_type: '3', page_size: '5' });
    await act(async () => {
      fireEvent.click(screen.getByText('演示成长混合2'));
    });
    expect(screen.getAllByText('100002')).toHaveLength(2);
    fireEvent.click(screen.getByText('开始对比'));
    expect(navigations()).toEqual(['/symbols/funds-comparison-detail/index?symbolA=100002&symbolB=100001']);
  });

  it('remembers the list and lets a fund be unticked and removed', async () => {
    setRouterParams({ symbol: '100001', abbr_name: '演示成长混合1' });
    await renderPage();
    setRouterParams({ symbol: '100003', abbr_name: '演示成长混合3' });
    await renderPage();
    expect(screen.getAllByText('演示成长混合1').length).toBeGreaterThan(0);
    const removes = screen.getAllByText('移除');
    await act(async () => {
      fireEvent.click(removes[removes.length - 1] as HTMLElement);
    });
    fireEvent.click(screen.getAllByText('开始对比').at(-1) as HTMLElement);
    expect(navigations()).toEqual([]);
  });
});
