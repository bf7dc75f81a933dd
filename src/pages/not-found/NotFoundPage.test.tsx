import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRouterParams } from '../../../tests/jest/taro-fake';
import { deadEndOf } from './dead-end';
import NotFoundPage from '.';

const urlsOf = (api: string) => calls.filter((c) => c.api === api).map((c) => (c.options as { url: string }).url);

beforeEach(() => resetTaroFake());

describe('the dead-end page', () => {
  it('says the page does not exist for an address no route knows, and goes home', async () => {
    setRouterParams({ from: '/no/such/page/' });
    render(<NotFoundPage />);
    expect(screen.getByText('页面不存在')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('返回首页')));
    expect(urlsOf('reLaunch')).toEqual(['/pages/index/index']);
  });

  it('says coming soon for a route core knows whose page is not built, and searches what the user typed', async () => {
    setRouterParams({ from: '/store/detail/index' });
    render(<NotFoundPage />);
    expect(screen.getByText('功能即将上线')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('搜索基金代码或名称'), { target: { value: '白酒' } });
    await act(async () => fireEvent.click(screen.getByText('搜索')));
    expect(urlsOf('navigateTo')).toEqual([`/symbols/search/index?q=${encodeURIComponent('白酒')}`]);
  });

  it('tells route page paths from unknown ones with or without the trailing index', () => {
    expect(deadEndOf('/symbols/fund-detail/index')).toBe('coming-soon');
    expect(deadEndOf('/symbols/fund-detail')).toBe('coming-soon');
    expect(deadEndOf('/no/such/page/')).toBe('unknown');
    expect(deadEndOf(undefined)).toBe('unknown');
  });

  it('tells a spec URL (what H5 reports) from an unknown address', () => {
    expect(deadEndOf('/store/42/')).toBe('coming-soon');
    expect(deadEndOf('/promotion/coupons/mine')).toBe('coming-soon');
    expect(deadEndOf('/store/42/extra/')).toBe('unknown');
  });
});
