import { act, fireEvent, render, screen } from '@testing-library/react';
import { actAsGuest, calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { page } from '../../../tests/app/fixtures/fund-rows';
import { manager } from '../../../tests/app/fixtures/managers';
import { storage } from '@/platform';
import ManagersPage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });

beforeEach(() => {
  resetTaroFake();
  setRequestHandler(async () => ok(page([manager(1), manager(2)])));
});

describe('manager list', () => {
  it('lists managers with company, years, speciality and return, sorted as opened', async () => {
    setRouterParams({ sort: '-index_rate_tyear' });
    await act(async () => {
      render(<ManagersPage />);
    });
    expect(screen.getByText('演示经理1')).toBeTruthy();
    expect(screen.getAllByText('演示中融泰基金 · 从业年限 17.0年')).toHaveLength(2);
    expect(screen.getAllByText('+74.57%')).toHaveLength(2);
    const url = new URL((calls.find((c) => c.api === 'request')?.options as Req).url, 'http://app.test');
    expect(url.searchParams.get('sort')).toBe('-index_rate_tyear');
    fireEvent.click(screen.getByText('演示经理2'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/research/funds-managers-detail/index?id=2' });
  });

  it('says so when there are none, and offers a retry on failure', async () => {
    setRequestHandler(async () => ok(page([])));
    const view = render(<ManagersPage />);
    await act(async () => undefined);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    view.unmount();
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await act(async () => {
      render(<ManagersPage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });
});

describe('followed managers tab', () => {
  it("shows a guest the managers followed on this device, newest followed first", async () => {
    actAsGuest();
    setRequestHandler(async (options) => {
      const url = new URL((options as Req).url, 'http://app.test');
      const id = Number(url.pathname.split('/').at(-2));
      return ok(Number.isNaN(id) ? page([manager(1)]) : manager(id));
    });
    storage.setItem('ls_followed_managers', JSON.stringify({ ids: ['7', '3'], updated: true }));
    await act(async () => {
      render(<ManagersPage />);
    });
    fireEvent.click(screen.getByText('我的关注'));
    await act(async () => undefined);
    const names = screen.getAllByText(/^演示经理\d+$/).map((n) => n.textContent);
    expect(names).toEqual(['演示经理7', '演示经理3']);
  });

  it('orders a logged-in user\'s server list by the device order', async () => {
    storage.setItem('access_token', 'tok');
    storage.setItem('ls_followed_managers', JSON.stringify({ ids: ['9'], updated: false }));
    setRequestHandler(async (options) => {
      const url = new URL((options as Req).url, 'http://app.test');
      return ok(url.pathname.endsWith('/following/') ? [manager(4), manager(9)] : page([]));
    });
    await act(async () => {
      render(<ManagersPage />);
    });
    fireEvent.click(screen.getByText('我的关注'));
    await act(async () => undefined);
    expect(screen.getAllByText(/^演示经理\d+$/).map((n) => n.textContent)).toEqual(['演示经理9', '演示经理4']);
  });

  it('says when nothing is followed', async () => {

    actAsGuest();
    await act(async () => {
      render(<ManagersPage />);
    });
    fireEvent.click(screen.getByText('我的关注'));
    await act(async () => undefined);
    expect(screen.getByText('还没有关注的基金经理')).toBeTruthy();
  });
});
