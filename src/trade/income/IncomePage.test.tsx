import { act, render, screen } from '@testing-library/react';
import { calls, firePageEvent, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { assetsAnswer, incomePage } from '../../../tests/app/fixtures/my-assets';
import IncomePage from '.';

const reply = (data: unknown, statusCode = 200) => ({ statusCode, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const urlOf = (options: unknown) => (options as { url: string }).url;
const incomeRequests = () => calls.filter((c) => c.api === 'request' && urlOf(c.options).includes('/funds/income/mine/')).map((c) => urlOf(c.options));

function serve(income: (page: number) => unknown) {
  setRequestHandler(async (options) => {
    const url = urlOf(options);
    if (url.includes('/funds/assets/mine/')) return reply(assetsAnswer);
    if (url.includes('/funds/income/mine/')) return reply(income(Number(/[?&]page=(\d+)/.exec(url)?.[1] ?? '1')));
    throw new Error(`unexpected ${url}`);
  });
}

beforeEach(() => resetTaroFake());

describe('income', () => {
  it('lists income by day, 42 a page, red up and green down, the next page at the bottom', async () => {
    serve((page) => incomePage(page, 2));
    await act(async () => render(<IncomePage />));
    expect(incomeRequests()[0]).toContain('page_size=42');
    expect(screen.getByText('+456.70').className).toContain('up');
    expect(screen.getByText('2026-11-20').nextSibling?.textContent).toBe('-1.50');
    expect((screen.getByText('2026-11-20').nextSibling as HTMLElement).className).toContain('down');
    expect(screen.getByText('2026-11-19').nextSibling?.textContent).toBe('+1.25');
    expect(screen.getByText('上拉加载更多')).toBeTruthy();
    await act(async () => firePageEvent('reachBottom'));
    expect(incomeRequests().at(-1)).toContain('page=2');
    expect(screen.getByText('2026-10-09')).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('says so when there is no income yet', async () => {
    serve(() => ({ current_page: 1, total_page: 1, total_count: 0, results: [] }));
    await act(async () => render(<IncomePage />));
    expect(screen.getByText('暂无收益记录')).toBeTruthy();
  });

  it('a failed page shows the catalogue text and retries', async () => {
    setRequestHandler(async (options) => (urlOf(options).includes('/funds/income/mine/') ? reply({}, 500) : reply(assetsAnswer)));
    await act(async () => render(<IncomePage />));
    expect(screen.getByText('数据请求失败，请稍后重试')).toBeTruthy();
    serve((page) => incomePage(page, 1));
    await act(async () => screen.getByText('重试').click());
    expect(screen.getByText('2026-11-20')).toBeTruthy();
  });
});
