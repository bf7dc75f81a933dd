import { act, fireEvent, render, screen } from '@testing-library/react';
import { STORE_INCOME_MESSAGES } from '@fund/core/wallet';
import { calls, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { failed, ok, routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import { incomeMine } from '../../../tests/app/fixtures/store-income';
import IncomeWithdrawPage from '.';
import { typeOnPad } from '../../../tests/app/fixtures/trade-password-pad';

const toasts = () => calls.filter((c) => c.api === 'showToast').map((c) => (c.options as { title: string }).title);
let seen: SeenRequest[];
let available = '6.17';


beforeEach(() => {
  resetTaroFake();
  seen = [];
  available = '6.17';
  setRequestHandler(
    routeRequests(
      {
        'GET /store/income/mine/': () => ok(incomeMine({ income_available: available })),
        'POST /store/income/withdraw/': (req) => {
          const body = req.body as { amount: string; password: string };
          if (body.password !== '123456') return failed(400, { errors: { password: ['交易密码错误，您还可以尝试4次'] } });
          available = '3.17';
          return ok({ withdrawal: { id: 1, amount: body.amount, status: 1, status_display: '已转入钱包', created_at: '2026-12-23T01:00:00.000Z' }, income_total: '12.34', income_available: '3.17', income_withdrawn: '9.17', wallet_available: '3.00' });
        },
      },
      seen,
    ),
  );
});

describe('withdrawing store income', () => {
  it('refuses above what can be withdrawn, then moves part into the wallet with the trade password', async () => {
    let container: HTMLElement = document.body;
    await act(async () => {
      container = render(<IncomeWithdrawPage />).container;
    });
    const input = container.querySelector('.income-input') as HTMLInputElement;
    fireEvent.input(input, { target: { value: '6.18' }, detail: { value: '6.18' } });
    expect(screen.getByText(STORE_INCOME_MESSAGES.aboveAvailable('6.17'))).toBeTruthy();
    fireEvent.input(input, { target: { value: '3.00' }, detail: { value: '3.00' } });
    fireEvent.click(screen.getAllByText('提现到钱包').at(-1) as Element);
    await typeOnPad('000000');
    expect(screen.getByText('交易密码错误，您还可以尝试4次')).toBeTruthy();
    await typeOnPad('123456');
    const posts = seen.filter((r) => r.path === '/store/income/withdraw/' && r.method === 'POST');
    expect(posts.map((r) => r.body)).toEqual([{ amount: '3.00', password: '000000' }, { amount: '3.00', password: '123456' }]);
    expect(new Set(posts.map((r) => r.header['Idempotency-Key'])).size).toBe(1);
    expect(toasts()).toContain('已转入钱包');
    expect(screen.getByText('3.17')).toBeTruthy();
  });

  it('shows a retry when the income cannot load', async () => {
    setRequestHandler(routeRequests({ 'GET /store/income/mine/': () => failed(500, {}) }));
    await act(async () => render(<IncomeWithdrawPage />));
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
