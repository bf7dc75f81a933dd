import { act, fireEvent, render, screen } from '@testing-library/react';
import Taro, { calls, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { fundRow, page } from '../../../tests/app/fixtures/fund-rows';
import FollowingFundsPage from '.';
import { actAsGuest } from '../../../tests/jest/taro-fake';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const many = Array.from({ length: 10000 }, (_, i) => fundRow(i + 1));

beforeEach(() => {
  resetTaroFake();
  setRequestHandler(async () => ok(page(many)));
});

describe('followed funds', () => {
  it('sends a guest to login and back here', async () => {
    actAsGuest();
    await act(async () => {
      render(<FollowingFundsPage />);
    });
    expect(calls.some((c) => c.api === 'request')).toBe(false);
    fireEvent.click(screen.getByText('登录后查看自选'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: `/accounts/login/index?next=${encodeURIComponent('/symbols/following/funds')}` });
  });

  it('asks for every followed fund at once and keeps the rendered rows bounded', async () => {
    Taro.setStorageSync('access_token', 'token-1');
    await act(async () => {
      render(<FollowingFundsPage />);
    });
    const url = new URL((calls.find((c) => c.api === 'request')?.options as Req).url, 'http://app.test');
    expect(url.pathname).toBe('/api/v1/symbols/following/');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ symbol_type: '3', page_size: '10000' });
    expect(screen.getByText('演示成长混合1')).toBeTruthy();
    const rows = document.querySelectorAll('.following-row').length;
    expect(rows).toBeGreaterThan(5);
    expect(rows).toBeLessThan(40);
    fireEvent.click(screen.getByText('演示成长混合2'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/symbols/fund-detail/index?symbol=100002' });
  });

  it('says so when nothing is followed', async () => {
    Taro.setStorageSync('access_token', 'token-1');
    setRequestHandler(async () => ok(page([])));
    await act(async () => {
      render(<FollowingFundsPage />);
    });
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  it('offers a retry when the list fails, and shows it once the retry answers', async () => {
    Taro.setStorageSync('access_token', 'token-1');
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await act(async () => {
      render(<FollowingFundsPage />);
    });
    setRequestHandler(async () => ok(page([fundRow(1)])));
    await act(async () => fireEvent.click(screen.getByText('重试')));
    expect(screen.getByText('演示成长混合1')).toBeTruthy();
  });
});
