import { act, fireEvent, render, screen } from '@testing-library/react';
import { WALLET_MESSAGES } from '@fund/core/wallet';
import { calls, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { bankCard, failed, ok, routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import WalletPage from '.';
import { typeOnPad } from '../../../tests/app/fixtures/trade-password-pad';

const toasts = () => calls.filter((c) => c.api === 'showToast').map((c) => (c.options as { title: string }).title);
let seen: SeenRequest[];
let wallet: { available: string; frozen: string; withdrawn: string };


function typeAmount(container: HTMLElement, value: string) {
  const input = container.querySelector('.wallet-input') as HTMLInputElement;
  fireEvent.input(input, { target: { value }, detail: { value } });
}

beforeEach(() => {
  resetTaroFake();
  seen = [];
  wallet = { available: '300.00', frozen: '0.00', withdrawn: '0.00' };
  setRequestHandler(
    routeRequests(
      {
        'GET /wallets/account/mine/': () => ok(wallet),
        'GET /accounts/bank_cards/mine/': () => ok([bankCard({ id: 5 })]),
        'POST /wallets/withdraw/': (req) => {
          const body = req.body as { amount: string; password: string };
          if (body.password !== '123456') return failed(400, { errors: { password: ['交易密码错误，您还可以尝试4次'] } });
          wallet = { available: '179.65', frozen: '120.35', withdrawn: '0.00' };
          return ok({ id: 1, amount: body.amount, bank_card_id: 5, status: 0, status_display: '到账中', arrive_date: '2026-11-23', created_at: '2026-11-20T02:00:00.000Z', wallet });
        },
      },
      seen,
    ),
  );
});

async function renderPage() {
  let container: HTMLElement = document.body;
  await act(async () => {
    container = render(<WalletPage />).container;
  });
  return container;
}

describe('the wallet page', () => {
  it('shows the balance and withdraws to the card with the trade password, once per decision', async () => {
    const container = await renderPage();
    expect(screen.getByText('300.00')).toBeTruthy();
    typeAmount(container, '300.01');
    expect(screen.getByText(WALLET_MESSAGES.aboveBalance('300.00'))).toBeTruthy();
    expect(screen.getByText<HTMLButtonElement>('确认提现').disabled).toBe(true);
    typeAmount(container, '120');
    expect(screen.getByText<HTMLButtonElement>('确认提现').disabled).toBe(false);
    typeAmount(container, '120.35');
    fireEvent.click(screen.getByText('确认提现'));
    await typeOnPad('000000');
    expect(screen.getByText('交易密码错误，您还可以尝试4次')).toBeTruthy();
    await typeOnPad('123456');
    const posts = seen.filter((r) => r.path === '/wallets/withdraw/');
    expect(posts.map((r) => r.body)).toEqual([
      { amount: '120.35', bank_card_id: 5, password: '000000' },
      { amount: '120.35', bank_card_id: 5, password: '123456' },
    ]);
    // Both tries of one decision carry one Idempotency-Key.
    expect(new Set(posts.map((r) => r.header['Idempotency-Key'])).size).toBe(1);
    expect(toasts()).toContain('提现已受理，预计2026-11-23到账');
    expect(screen.getByText('179.65')).toBeTruthy();
  });

  it('links to the account changes', async () => {
    await renderPage();
    fireEvent.click(screen.getByText('钱包明细'));
    expect(calls.some((c) => c.api === 'navigateTo' && JSON.stringify(c.options).includes('wallets-account-changes'))).toBe(true);
  });

  it('shows a retry when the wallet cannot load', async () => {
    setRequestHandler(routeRequests({ 'GET /wallets/account/mine/': () => failed(500, {}) }));
    await renderPage();
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
