import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { allocationAnswer, assetsAnswer, emptyAllocationAnswer, incomePage } from '../../../tests/app/fixtures/my-assets';
import { navStatusAnswer, trueReturnsAnswer } from '../../../tests/app/fixtures/insights';
import MyAssetsPage from '.';
import { assetsStore } from '@/stores/assets-store';

jest.mock('@tarojs/components', () => {
  const actual = jest.requireActual('../../../tests/jest/taro-components');
  const { createElement } = jest.requireActual('react');
  return { ...actual, Canvas: (p: { id: string; className?: string }) => createElement('canvas', { id: p.id, className: p.className }) };
});

const reply = (data: unknown, statusCode = 200) => ({ statusCode, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const urlOf = (options: unknown) => (options as { url: string }).url;

function serve(answers: { allocation?: unknown; totalPage?: number; incomeEmpty?: boolean; assetsStatus?: number } = {}) {
  setRequestHandler(async (options) => {
    const url = urlOf(options);
    if (url.includes('/funds/assets/mine/')) return answers.assetsStatus ? reply({}, answers.assetsStatus) : reply(assetsAnswer);
    if (url.includes('/funds/income/mine/')) {
      const page = Number(/[?&]page=(\d+)/.exec(url)?.[1] ?? '1');
      return reply(answers.incomeEmpty ? { current_page: 1, total_page: 1, total_count: 0, results: [] } : incomePage(page, answers.totalPage ?? 1));
    }
    if (url.includes('/funds/asset_report/mine/')) return reply(answers.allocation ?? allocationAnswer);
    if (url.includes('/insights/returns/')) return reply(returnsAnswer);
    if (url.includes('/insights/nav_status/')) return reply(navStatusAnswer);
    throw new Error(`unexpected ${url}`);
  });
}

/** The account's true returns: the investor earned less than the funds did. */
const returnsAnswer = trueReturnsAnswer();

const incomeRequests = () => calls.filter((c) => c.api === 'request' && urlOf(c.options).includes('/funds/income/mine/')).map((c) => urlOf(c.options));

beforeEach(() => resetTaroFake());

describe('my assets offline', () => {
  const offlineAfterVisit = async (failure: () => Promise<unknown>) => {
    serve();
    const first = render(<MyAssetsPage />);
    await act(async () => undefined);
    expect(screen.getByText('12,345.67')).toBeTruthy();
    first.unmount();
    // A later launch of the app: the shared store starts empty, the device's copy remains.
    assetsStore.reset();
    setRequestHandler(failure);
    await act(async () => render(<MyAssetsPage />));
  };

  it('shows the totals of the last visit, stamped with when they were read, and says nothing can be submitted', async () => {
    await offlineAfterVisit(async () => {
      throw { errMsg: 'request:fail net::ERR_INTERNET_DISCONNECTED' };
    });
    expect(screen.getByText('12,345.67')).toBeTruthy();
    expect(document.querySelector('.offline-banner-stamp')?.textContent).toMatch(/^网络不可用，显示截至\d{4}-\d{2}-\d{2} \d{2}:\d{2}的数据$/);
    expect(screen.getByText('联网后才能买卖、转入转出')).toBeTruthy();
  });

  it('stands in only for a network failure: a server error shows the error, not old figures', async () => {
    await offlineAfterVisit(async () => reply({}, 500));
    expect(screen.queryByText('12,345.67')).toBeNull();
    expect(document.querySelector('.offline-banner')).toBeNull();
    expect(screen.getByText('重试')).toBeTruthy();
  });
});

describe('my assets', () => {
  it('says how much of the total is priced at confirmed NAVs, and opens why yesterday’s income moved', async () => {
    serve();
    await act(async () => render(<MyAssetsPage />));
    expect(screen.getByText('其中 2,345.60 元（19.00%）按已确认净值计算')).toBeTruthy();
    fireEvent.click(screen.getByText('为什么变了 ›'));
    await act(async () => undefined);
    expect(calls.filter((c) => c.api === 'navigateTo').map((c) => urlOf(c.options))).toEqual(['/trade/income-why/index']);
  });

  it('opens the money calendar', async () => {
    serve();
    await act(async () => render(<MyAssetsPage />));
    fireEvent.click(screen.getByText('资金日历 ›'));
    await act(async () => undefined);
    expect(calls.filter((c) => c.api === 'navigateTo').map((c) => urlOf(c.options))).toEqual(['/trade/money-calendar/index']);
  });

  it('shows the whole account’s true returns with what timing cost', async () => {
    serve();
    await act(async () => render(<MyAssetsPage />));
    const asked = calls.filter((c) => c.api === 'request' && urlOf(c.options).includes('/insights/returns/')).map((c) => urlOf(c.options));
    expect(asked).toHaveLength(1);
    expect(asked[0]).not.toContain('fund_id');
    expect(screen.getByText('真实收益')).toBeTruthy();
    expect(screen.getByText('+5.12%')).toBeTruthy();
    expect(screen.getByText('您的买卖时机少赚了1.50%')).toBeTruthy();
  });

  it('shows the total, incomes red up / green down, the blocks with a fare only above 0', async () => {
    serve();
    await act(async () => render(<MyAssetsPage />));
    expect(screen.getByText('12,345.67')).toBeTruthy();
    expect(screen.getByText('截至2026-11-20')).toBeTruthy();
    expect(document.querySelector('.my-assets-income-latest')?.className).toContain('down');
    expect(document.querySelector('.my-assets-income-total')?.className).toContain('up');
    expect(document.querySelector('.my-assets-income-total')?.textContent).toBe('+456.70');
    expect(screen.getByText('现金宝')).toBeTruthy();
    expect(screen.getByText('待扣费用 3.20')).toBeTruthy();
    expect(document.querySelectorAll('.my-assets-fare')).toHaveLength(1);
    fireEvent.click(screen.getByText('现金宝'));
    expect(calls.some((c) => c.api === 'navigateTo' && urlOf(c.options).startsWith('/trade/funds-bao/index'))).toBe(true);
  });

  it('asks for 42 income days and draws them oldest to newest, with the allocation legend', async () => {
    serve();
    await act(async () => render(<MyAssetsPage />));
    expect(incomeRequests()[0]).toContain('page_size=42');
    expect(document.querySelector('#my-assets-income-bars')).toBeTruthy();
    expect(screen.getByText('2026-10-10 ~ 2026-11-20')).toBeTruthy();
    expect(document.querySelector('#my-assets-allocation-pie')).toBeTruthy();
    expect(Array.from(document.querySelectorAll('.assets-pie-name')).map((n) => n.textContent)).toEqual(['股票', '债券', '现金', '其他']);
    expect(screen.getByText('48.60%')).toBeTruthy();
  });

  it('pages to earlier income and back', async () => {
    serve({ totalPage: 2 });
    await act(async () => render(<MyAssetsPage />));
    await act(async () => fireEvent.click(screen.getByText('‹ 更早')));
    expect(incomeRequests().at(-1)).toContain('page=2');
    expect(screen.getByText('2026-08-29 ~ 2026-10-09')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('较近 ›')));
    expect(incomeRequests().at(-1)).toMatch(/[?&]page=1(&|$)/);
  });

  it('says so when there is no income and nothing held', async () => {
    serve({ incomeEmpty: true, allocation: emptyAllocationAnswer });
    await act(async () => render(<MyAssetsPage />));
    expect(screen.getByText('暂无收益记录')).toBeTruthy();
    expect(screen.getByText('暂无持仓，买入基金后这里显示资产配置')).toBeTruthy();
    expect(document.querySelector('canvas')).toBeNull();
  });

  it('shows the first-time guide once', async () => {
    serve();
    const first = await act(async () => render(<MyAssetsPage />));
    expect(screen.getByText(/下方是持仓的资产配置/)).toBeTruthy();
    fireEvent.click(screen.getByText('我知道了'));
    first.unmount();
    await act(async () => render(<MyAssetsPage />));
    expect(screen.queryByText(/下方是持仓的资产配置/)).toBeNull();
  });

  it('a failure shows the catalogue text with a retry', async () => {
    serve({ assetsStatus: 500 });
    await act(async () => render(<MyAssetsPage />));
    expect(screen.getByText('数据请求失败，请稍后重试')).toBeTruthy();
    serve();
    await act(async () => fireEvent.click(screen.getByText('重试')));
    expect(screen.getByText('12,345.67')).toBeTruthy();
  });
});
