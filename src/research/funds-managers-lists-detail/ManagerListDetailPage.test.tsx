import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, firePageEvent, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { manager } from '../../../tests/app/fixtures/managers';
import ManagerListDetailPage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ id: '3' });
  setRequestHandler(async (options) => {
    const url = new URL((options as Req).url, 'http://app.test');
    const p = Number(url.searchParams.get('page'));
    return ok({ id: 3, name: '熊市抗跌', description: '熊市中回撤控制出色的基金经理', current_page: p, total_page: 2, total_count: 3, managers: p === 1 ? [manager(1), manager(2)] : [manager(3)] });
  });
});

describe('manager list detail', () => {
  it('shows the list name and its managers ten a page', async () => {
    await act(async () => {
      render(<ManagerListDetailPage />);
    });
    const url = new URL((calls.find((c) => c.api === 'request')?.options as Req).url, 'http://app.test');
    expect(url.pathname).toBe('/api/v1/symbols/funds/managers/lists/3/');
    expect(url.searchParams.get('page_size')).toBe('10');
    expect(screen.getByText('熊市中回撤控制出色的基金经理')).toBeTruthy();
    await act(async () => firePageEvent('reachBottom'));
    expect(screen.getByText('演示经理3')).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
    fireEvent.click(screen.getByText('演示经理2'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/research/funds-managers-detail/index?id=2' });
  });

  it('shows a retry when the list fails', async () => {
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await act(async () => {
      render(<ManagerListDetailPage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
