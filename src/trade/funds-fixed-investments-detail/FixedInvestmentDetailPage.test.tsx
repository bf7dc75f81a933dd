import { act, fireEvent, render, screen } from '@testing-library/react';
import { answerNextModal, calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { page, planRecord, reply, tradeRecord } from '../../../tests/app/fixtures/trade-plans';
import { trueReturnsAnswer } from '../../../tests/app/fixtures/insights';
import { storage } from '@/platform';
import FixedInvestmentDetailPage from '.';
import { typeOnPad } from '../../../tests/app/fixtures/trade-password-pad';

type Req = { url: string; method?: string; data?: Record<string, unknown>; header?: Record<string, string> };
const requests = () => calls.filter((c) => c.api === 'request').map((c) => c.options as Req);
let terminated = false;


beforeEach(() => {
  resetTaroFake();
  storage.setItem('csrftoken', 't');
  setRouterParams({ id: '41' });
  terminated = false;
  setRequestHandler(async (options) => {
    const { url, method } = options as Req;
    if (url.includes('/disable/') && method === 'POST') {
      terminated = true;
      return reply(planRecord(41, { status: 1 }));
    }
    if (url.includes('/fixed_investment/trades/')) return reply(page([tradeRecord(501, { fund: planRecord(41).fund })], 1, 1));
    if (url.includes('/insights/returns/')) return reply(trueReturnsAnswer({ plan_id: 41, period: url.includes('period=m1') ? 'm1' : 'all' }));
    if (url.includes('/fixed_investment/41/')) {
      return reply(terminated ? planRecord(41, { status: 1, next_date: null, end_date: '2026-11-23', status_note: '用户终止' }) : planRecord(41));
    }
    return reply({});
  });
});

describe('fixed investment detail', () => {
  it('shows the plan, its figures and its placed trades', async () => {
    await act(async () => render(<FixedInvestmentDetailPage />));
    expect(screen.getByText('演示定投基金41')).toBeTruthy();
    expect(screen.getByText('每周三定投100.00元')).toBeTruthy();
    expect(screen.getByText('下次扣款日 2026-11-25')).toBeTruthy();
    expect(screen.getByText('300.00')).toBeTruthy();
    expect(screen.getByText('工商银行(2344)')).toBeTruthy();
    expect(screen.getByText('定投 演示定投基金41')).toBeTruthy();
    expect(screen.getByText('委托成功')).toBeTruthy();
    expect(requests().some((r) => r.url.includes('/fixed_investment/trades/') && r.url.includes('id=41'))).toBe(true);
  });

  it("shows the plan's own true returns with what its timing cost, by period", async () => {
    await act(async () => render(<FixedInvestmentDetailPage />));
    const asked = () => requests().filter((r) => r.url.includes('/insights/returns/')).map((r) => r.url);
    expect(asked().at(-1)).toMatch(/[?&]plan_id=41(&|$)/);
    expect(screen.getByText('真实收益')).toBeTruthy();
    expect(screen.getByText('+5.12%').className).toContain('up');
    expect(screen.getByText('+6.00%')).toBeTruthy();
    expect(screen.getByText('您的买卖时机少赚了1.50%')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('近1月')));
    expect(asked().at(-1)).toMatch(/period=m1/);
    expect(asked().at(-1)).toMatch(/plan_id=41/);
  });

  it('opens the edit page of the plan', async () => {
    await act(async () => render(<FixedInvestmentDetailPage />));
    await act(async () => fireEvent.click(screen.getByText('修改定投')));
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/trade/fund-fixed-investment-detail/index?symbol=000007&id=41' });
  });

  it('ends the plan after the spec confirmation and the password, then shows it terminated', async () => {
    await act(async () => render(<FixedInvestmentDetailPage />));
    await act(async () => fireEvent.click(screen.getByText('终止定投')));
    const modal = calls.find((c) => c.api === 'showModal')?.options as { content: string };
    expect(modal.content).toBe('终止后将不再扣款，且该定投计划无法恢复。如有正在进行的扣款，请到交易记录页面撤单。');
    expect(await screen.findByText('终止定投 演示定投基金41')).toBeTruthy();
    await typeOnPad('123456');
    const post = requests().find((r) => r.method === 'POST');
    expect(post?.data).toEqual({ password: '123456' });
    expect(post?.header?.['Idempotency-Key']).toBeTruthy();
    expect(screen.getByText('已终止')).toBeTruthy();
    expect(screen.getByText('终止日期 2026-11-23 · 用户终止')).toBeTruthy();
    expect(screen.queryByText('修改定投')).toBeNull();
  });

  it('sends nothing when the confirmation is declined', async () => {
    answerNextModal(false);
    await act(async () => render(<FixedInvestmentDetailPage />));
    await act(async () => fireEvent.click(screen.getByText('终止定投')));
    expect(document.querySelector('.trade-password-dialog')).toBeNull();
    expect(requests().some((r) => r.method === 'POST')).toBe(false);
  });
});
