import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { fundDetail } from '../../../tests/app/fixtures/fund-detail';
import { planCard, planRecord, reply } from '../../../tests/app/fixtures/trade-plans';
import { storage } from '@/platform';
import FundFixedInvestmentPage from '.';
import { padShown, typeOnPad } from '../../../tests/app/fixtures/trade-password-pad';

type Req = { url: string; method?: string; data?: Record<string, unknown>; header?: Record<string, string> };
const requests = () => calls.filter((c) => c.api === 'request').map((c) => c.options as Req);
const amountInput = () => document.querySelector('[data-field="amount"] input') as HTMLInputElement;
let createAnswers: Array<ReturnType<typeof reply>> = [];


beforeEach(() => {
  resetTaroFake();
  storage.setItem('csrftoken', 't');
  setRouterParams({ symbol: '000007' });
  createAnswers = [];
  setRequestHandler(async (options) => {
    const { url, method } = options as Req;
    if (url.includes('/funds/000007/introduction/') || url.includes('/introduction/')) return reply(fundDetail({ amount_fixed_min: '10.00' }));
    if (url.includes('/bank_cards/')) return reply([planCard(1), planCard(2, { is_default: false, bank_card_no_tail: '0018' })]);
    if (url.includes('/fixed_investment/first_date/')) {
      const q = new URL(url, 'http://app.test').searchParams;
      return reply({ first_date: q.get('period_unit') === '1' ? `2026-11-2${q.get('trade_date')}` : '2026-12-01' });
    }
    if (url.includes('/funds/fixed_investment/') && method === 'POST') return createAnswers.shift() ?? reply(planRecord(41));
    return reply({});
  });
});

async function open() {
  await act(async () => render(<FundFixedInvestmentPage />));
}

describe('create a fixed investment', () => {
  it('shows the fund, the cards, monthly days 1-28 and the first deduction date from the server', async () => {
    await open();
    expect(screen.getByText('演示优势行业股票A')).toBeTruthy();
    expect(screen.getByText('工商银行(0018)')).toBeTruthy();
    expect(document.querySelectorAll('.plan-day')).toHaveLength(28);
    expect(screen.getByText('2026-12-01')).toBeTruthy();
    expect(amountInput().placeholder).toBe('最低10元');
  });

  it('switches to weekly Monday-Friday and asks the first date for the chosen weekday', async () => {
    await open();
    await act(async () => fireEvent.click(screen.getByText('每周')));
    expect(Array.from(document.querySelectorAll('.plan-day')).map((n) => n.textContent)).toEqual(['每周一', '每周二', '每周三', '每周四', '每周五']);
    await act(async () => fireEvent.click(screen.getByText('每周三')));
    expect(screen.getByText('2026-11-23')).toBeTruthy();
    expect(requests().some((r) => r.url.includes('period_unit=1') && r.url.includes('trade_date=3'))).toBe(true);
  });

  it("refuses an amount under the minimum with core's message and keeps the button off", async () => {
    await open();
    await act(async () => fireEvent.change(amountInput(), { target: { value: '5' } }));
    expect(screen.getByText('最低定投10元')).toBeTruthy();
    expect(screen.getByText('确认定投').className).toContain('plan-submit-off');
    await act(async () => fireEvent.click(screen.getByText('确认定投')));
    expect(document.querySelector('.trade-password-dialog')).toBeNull();
  });

  it('creates the plan with the password under one Idempotency-Key, then opens the plan', async () => {
    createAnswers = [reply({ errors: { password: ['交易密码错误，您还可以输入4次'] } }, 400)];
    await open();
    await act(async () => fireEvent.click(screen.getByText('每周')));
    await act(async () => fireEvent.click(screen.getByText('每周二')));
    await act(async () => fireEvent.change(amountInput(), { target: { value: '100' } }));
    await act(async () => fireEvent.click(screen.getByText('确认定投')));
    await padShown();
    expect(screen.getByText('定投 演示优势行业股票A 每周二定投100.00元')).toBeTruthy();
    await typeOnPad('000000');
    expect(screen.getByText('交易密码错误，您还可以输入4次')).toBeTruthy();
    await typeOnPad('123456');
    const posts = requests().filter((r) => r.method === 'POST' && r.url.includes('/funds/fixed_investment/'));
    expect(posts).toHaveLength(2);
    expect(posts[1]?.data).toEqual({ fund: 7, bank_card: 1, amount: '100', password: '123456', period_unit: 1, trade_date: 2 });
    const keys = posts.map((r) => r.header?.['Idempotency-Key']);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(calls.find((c) => c.api === 'redirectTo')?.options).toEqual({ url: '/trade/funds-fixed-investments-detail/index?id=41' });
  });

  it('shows a retry when the fund cannot be read', async () => {
    setRequestHandler(async () => reply({}, 500));
    await open();
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
