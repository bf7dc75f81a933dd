import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, firePageEvent, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { page, planRecord, reply } from '../../../tests/app/fixtures/trade-plans';
import FixedInvestmentsPage from '.';

type Req = { url: string };
const pagesAsked: string[] = [];

beforeEach(() => {
  resetTaroFake();
  pagesAsked.length = 0;
  setRequestHandler(async (options) => {
    const url = new URL((options as Req).url, 'http://app.test');
    pagesAsked.push(`${url.searchParams.get('page')}/${url.searchParams.get('page_size')}`);
    if (url.searchParams.get('page') === '1') {
      return reply(page([1, 2, 3, 4, 5].map((n) => planRecord(n)), 1, 2, 6));
    }
    return reply(page([planRecord(6, { status: 1, next_date: null, end_date: '2026-11-20', status_note: '用户终止' })], 2, 2, 6));
  });
});

describe('my fixed investments', () => {
  it('lists plans 5 a page with status, schedule, totals and the next deduction, then the next page at the bottom', async () => {
    await act(async () => render(<FixedInvestmentsPage />));
    expect(pagesAsked).toEqual(['1/5']);
    expect(screen.getByText('演示定投基金1')).toBeTruthy();
    expect(screen.getAllByText('进行中')).toHaveLength(5);
    expect(screen.getAllByText('每周三定投100.00元')).toHaveLength(5);
    expect(screen.getAllByText('下次扣款日 2026-11-25')).toHaveLength(5);
    await act(async () => firePageEvent('reachBottom'));
    expect(pagesAsked).toEqual(['1/5', '2/5']);
    expect(screen.getByText('已终止')).toBeTruthy();
    expect(screen.getByText('终止日期 2026-11-20 · 用户终止')).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('reloads page 1 on pull-down and opens a plan', async () => {
    await act(async () => render(<FixedInvestmentsPage />));
    await act(async () => firePageEvent('pullDownRefresh'));
    expect(pagesAsked).toEqual(['1/5', '1/5']);
    fireEvent.click(screen.getByText('演示定投基金2'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/trade/funds-fixed-investments-detail/index?id=2' });
  });

  it('says so when there is no plan', async () => {
    setRequestHandler(async () => reply(page([], 1, 1, 0)));
    await act(async () => render(<FixedInvestmentsPage />));
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });
});
