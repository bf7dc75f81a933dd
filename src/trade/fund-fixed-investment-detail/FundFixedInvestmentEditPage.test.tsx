import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setPageStack, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { planCard, planRecord, reply } from '../../../tests/app/fixtures/trade-plans';
import { storage } from '@/platform';
import FundFixedInvestmentEditPage from '.';
import { typeOnPad } from '../../../tests/app/fixtures/trade-password-pad';

type Req = { url: string; method?: string; data?: Record<string, unknown>; header?: Record<string, string> };
const requests = () => calls.filter((c) => c.api === 'request').map((c) => c.options as Req);
const amountInput = () => document.querySelector('[data-field="amount"] input') as HTMLInputElement;


beforeEach(() => {
  resetTaroFake();
  storage.setItem('csrftoken', 't');
  setRouterParams({ symbol: '000007', id: '41' });
  setRequestHandler(async (options) => {
    const { url, method } = options as Req;
    if (url.includes('/modify/') && method === 'POST') return reply(planRecord(41));
    if (url.includes('/first_date/')) return reply({ first_date: '2026-11-26' });
    if (url.includes('/fixed_investment/41/')) return reply(planRecord(41));
    if (url.includes('/bank_cards/')) return reply([planCard(1)]);
    return reply({});
  });
});

describe('edit a fixed investment', () => {
  it('starts from the plan as it stands', async () => {
    await act(async () => render(<FundFixedInvestmentEditPage />));
    expect(amountInput().value).toBe('100.00');
    expect(document.querySelector('.plan-period.plan-chip-on')?.textContent).toBe('每周');
    expect(document.querySelector('.plan-day.plan-chip-on')?.textContent).toBe('每周三');
    expect(screen.getByText('2026-11-26')).toBeTruthy();
  });

  it('sends the change with the password and goes back to the plan', async () => {
    setPageStack([
      { route: 'trade/funds-fixed-investments-detail/index', options: { id: '41' } },
      { route: 'trade/fund-fixed-investment-detail/index', options: { symbol: '000007', id: '41' } },
    ]);
    await act(async () => render(<FundFixedInvestmentEditPage />));
    await act(async () => fireEvent.click(screen.getByText('每月')));
    expect(document.querySelector('.plan-day.plan-chip-on')?.textContent).toBe('每月3日');
    await act(async () => fireEvent.change(amountInput(), { target: { value: '200' } }));
    await act(async () => fireEvent.click(screen.getByText('确认修改')));
    await typeOnPad('123456');
    const post = requests().find((r) => r.method === 'POST');
    expect(post?.url).toContain('/funds/fixed_investment/41/modify/');
    expect(post?.data).toEqual({ bank_card: 1, amount: '200', password: '123456', period_unit: 0, trade_date: 3 });
    expect(post?.header?.['Idempotency-Key']).toBeTruthy();
    expect(calls.some((c) => c.api === 'navigateBack')).toBe(true);
  });

  it('offers no form for an ended plan', async () => {
    setRequestHandler(async (options) => {
      const { url } = options as Req;
      if (url.includes('/fixed_investment/41/')) return reply(planRecord(41, { status: 1 }));
      if (url.includes('/bank_cards/')) return reply([planCard(1)]);
      return reply({});
    });
    await act(async () => render(<FundFixedInvestmentEditPage />));
    expect(screen.getByText('已终止')).toBeTruthy();
    expect(screen.queryByText('确认修改')).toBeNull();
  });
});
