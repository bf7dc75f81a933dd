import { act, fireEvent, render, screen } from '@testing-library/react';
import { actAsGuest, calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { fundRow } from '../../../tests/app/fixtures/fund-rows';
import { manager } from '../../../tests/app/fixtures/managers';
import { storage } from '@/platform';
import ManagerDetailPage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ id: '64' });
  setRequestHandler(async () => ok(manager(64, { post_status: 2, recommend_fund: fundRow(9) })));
});

describe('manager detail', () => {
  it('shows the manager, skill scores, market results and the recommended fund', async () => {
    await act(async () => {
      render(<ManagerDetailPage />);
    });
    expect(screen.getByText('演示经理64')).toBeTruthy();
    expect(screen.getByText('演示中融泰基金 · 离任')).toBeTruthy();
    expect(screen.getByText('盈利能力')).toBeTruthy();
    expect(screen.getByText('97')).toBeTruthy();
    expect(screen.getByText('熊市')).toBeTruthy();
    expect(screen.getByText('-27.87%')).toBeTruthy();
    const url = new URL((calls.find((c) => c.api === 'request')?.options as Req).url, 'http://app.test');
    expect(url.pathname).toBe('/api/v1/symbols/funds/managers/64/');
    fireEvent.click(screen.getByText('演示成长混合9'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/symbols/fund-detail/index?symbol=100009' });
  });

  it('shows a retry when the manager cannot load', async () => {
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await act(async () => {
      render(<ManagerDetailPage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });
});

describe('manager follow and compare', () => {
  it('lets a guest follow on the device only, newest first', async () => {
    actAsGuest();
    storage.setItem('ls_followed_managers', JSON.stringify({ ids: ['3'], updated: false }));
    await act(async () => {
      render(<ManagerDetailPage />);
    });
    fireEvent.click(screen.getByText('+ 关注'));
    await act(async () => undefined);
    expect(screen.getByText('已关注')).toBeTruthy();
    expect(JSON.parse(String(storage.getItem('ls_followed_managers'))).ids).toEqual(['64', '3']);
    expect(calls.some((c) => c.api === 'request' && (c.options as Req & { method?: string }).method === 'POST')).toBe(false);
    expect(calls.find((c) => c.api === 'showToast')?.options).toMatchObject({ title: '关注成功' });
  });

  it('follows on the server when logged in, and unfollows again', async () => {
    storage.setItem('access_token', 'tok');
    setRequestHandler(async (options) => {
      const url = new URL((options as Req).url, 'http://app.test');
      if (url.pathname.includes('csrf')) return ok({ csrftoken: 't' });
      if (url.pathname.endsWith('/following/')) return ok([]);
      if (url.pathname.endsWith('/follow/') || url.pathname.endsWith('/unfollow/')) return ok({ detail: 'ok' });
      return ok(manager(64));
    });
    await act(async () => {
      render(<ManagerDetailPage />);
    });
    fireEvent.click(screen.getByText('+ 关注'));
    await act(async () => undefined);
    const posted = calls.filter((c) => c.api === 'request').map((c) => new URL((c.options as Req).url, 'http://app.test').pathname);
    expect(posted).toContain('/api/v1/symbols/funds/managers/64/follow/');
    fireEvent.click(screen.getByText('已关注'));
    await act(async () => undefined);
    expect(screen.getByText('+ 关注')).toBeTruthy();
    expect(JSON.parse(String(storage.getItem('ls_followed_managers'))).ids).toEqual([]);
  });

  it('adds the manager to the comparison and opens it', async () => {
    await act(async () => {
      render(<ManagerDetailPage />);
    });
    fireEvent.click(screen.getByText('加入对比'));
    await act(async () => undefined);
    expect(JSON.parse(String(storage.getItem('ls_manager_compare')))).toEqual(['64']);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/research/funds-managers-compare-list/index' });
  });
});
