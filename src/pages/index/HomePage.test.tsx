import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, firePageEvent, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { fundRow, page } from '../../../tests/app/fixtures/fund-rows';
import HomePage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const notFound = { statusCode: 404, errMsg: 'request:ok', header: {}, data: JSON.stringify({ errors: { detail: ['接口不存在'] } }) };
const paths = () => calls.filter((c) => c.api === 'request').map((c) => new URL((c.options as Req).url, 'http://app.test').pathname);
const index = (n: number, current: string) => ({ symbol: `SH00000${n}`, abbr_name: `指数${n}`, symbol_type: 5, current, change: '1.00', percentage: '0.50' });

let level = '3000.0000';
let feedAnswer: unknown = notFound;

beforeEach(() => {
  jest.useFakeTimers();
  resetTaroFake();
  level = '3000.0000';
  feedAnswer = notFound;
  setRequestHandler(async (options) => {
    const url = new URL((options as Req).url, 'http://app.test');
    if (url.pathname === '/api/v1/symbols/indexes/recommend/') return ok([index(1, level), index(2, '10000.0000')]);
    if (url.pathname === '/api/v1/symbols/recommend/') return ok(page([fundRow(1, { recommend_percent_display: '近1年涨幅', recommend_percent_value: '12.34' }), fundRow(2)]));
    if (url.pathname === '/api/v1/statuses/recommend/') return feedAnswer;
    return notFound;
  });
});

afterEach(() => {
  jest.useRealTimers();
});

async function renderHome() {
  await act(async () => {
    render(<HomePage />);
  });
}

describe('home tab', () => {
  it('shows the index quotes and the two recommended funds', async () => {
    await renderHome();
    expect(screen.getByText('指数1')).toBeTruthy();
    expect(screen.getByText('3,000.00')).toBeTruthy();
    expect(screen.getByText('演示成长混合1')).toBeTruthy();
    expect(screen.getByText('+12.34%')).toBeTruthy();
    const recommend = calls.find((c) => (c.options as Req | undefined)?.url?.includes('/symbols/recommend/'));
    expect((recommend?.options as Req).url).toContain('page_size=2');
  });

  it('refreshes the index quotes every 4 seconds while shown, and stops when hidden', async () => {
    await renderHome();
    level = '3100.0000';
    await act(async () => {
      jest.advanceTimersByTime(4000);
    });
    expect(screen.getByText('3,100.00')).toBeTruthy();
    const count = () => paths().filter((p) => p.endsWith('/indexes/recommend/')).length;
    const before = count();
    await act(async () => firePageEvent('didHide'));
    await act(async () => {
      jest.advanceTimersByTime(12000);
    });
    expect(count()).toBe(before);
    await act(async () => firePageEvent('didShow'));
    await act(async () => {
      jest.advanceTimersByTime(4000);
    });
    expect(count()).toBe(before + 1);
  });

  it('leaves the headline block out when the feed cannot be read', async () => {
    await renderHome();
    expect(screen.queryByText('基金头条')).toBeNull();
  });

  it('lists up to 10 headlines when the feed answers', async () => {
    const status = (id: number) => ({ id, title: `头条${id}`, source: '演示财经', publish_at: '2026-11-20T08:00:00Z', text: '' });
    feedAnswer = ok(page(Array.from({ length: 12 }, (_, i) => status(i + 1))));
    await renderHome();
    // The headlines are built once the first screen is up.
    expect(await screen.findByText('基金头条')).toBeTruthy();
    expect(screen.getByText('头条10')).toBeTruthy();
    expect(screen.queryByText('头条11')).toBeNull();
    fireEvent.click(screen.getByText('头条3'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/research/statuses-detail/index?id=3' });
  });

  it('opens search, a recommended fund and the fund list', async () => {
    await renderHome();
    fireEvent.click(screen.getByText('搜索基金代码、名称或基金经理'));
    fireEvent.click(screen.getByText('演示成长混合2'));
    fireEvent.click(screen.getByText('全部基金'));
    await act(async () => undefined);
    const urls = calls.filter((c) => c.api === 'navigateTo' || c.api === 'switchTab').map((c) => (c.options as { url: string }).url);
    expect(urls).toEqual(['/symbols/search/index', '/symbols/fund-detail/index?symbol=100002', '/pages/funds/index']);
  });

  it('reloads everything on pull-down and shows a retry when a block fails', async () => {
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await renderHome();
    expect(screen.getAllByText('重试').length).toBe(2);
    await act(async () => firePageEvent('pullDownRefresh'));
    expect(calls.some((c) => c.api === 'stopPullDownRefresh')).toBe(true);
  });
});
