import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { fundDetail } from '../../../tests/app/fixtures/fund-detail';
import { failed, holding, ok, routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import DividendTypePage from '.';
import { typeOnPad } from '../../../tests/app/fixtures/trade-password-pad';

const toasts = () => calls.filter((c) => c.api === 'showToast').map((c) => (c.options as { title: string }).title);
let seen: SeenRequest[];
let held: ReturnType<typeof holding>;


beforeEach(() => {
  resetTaroFake();
  setRouterParams({ id: '7' });
  seen = [];
  held = holding({ divi_type: 1 });
  setRequestHandler(
    routeRequests(
      {
        'GET /funds/fund/fund_info/': () => ok(held),
        'POST /funds/divi_type/change/': (req) => {
          if ((req.body as { password: string }).password !== '123456') return failed(400, { errors: { password: ['交易密码错误，您还可以输入4次'] } });
          held = holding({ divi_type: 4 });
          return ok({ detail: '分红方式修改已提交' });
        },
      },
      seen,
    ),
  );
});

async function renderPage() {
  let container: HTMLElement = document.body;
  await act(async () => {
    container = render(<DividendTypePage />).container;
  });
  return container;
}

describe('dividend type change', () => {
  it('changes to cash with the trade password, then shows the change pending', async () => {
    await renderPage();
    expect(screen.getAllByText('红利再投').length).toBeGreaterThan(0);
    expect(screen.getByText<HTMLButtonElement>('确认修改').disabled).toBe(true);
    fireEvent.click(screen.getByText('现金分红'));
    fireEvent.click(screen.getByText('确认修改'));
    await typeOnPad('000000');
    expect(screen.getByText('交易密码错误，您还可以输入4次')).toBeTruthy();
    await typeOnPad('123456');
    expect(seen.filter((r) => r.path === '/funds/divi_type/change/').at(-1)?.body).toEqual({ fund_id: 7, divi_type: 2, password: '123456' });
    expect(toasts()).toContain('分红方式修改已提交');
    expect(screen.getByText('现金分红（修改中）')).toBeTruthy();
    expect(screen.getByText('分红方式处于修改中，确认后才可再次修改')).toBeTruthy();
    expect(screen.queryByText('确认修改')).toBeNull();
  });

  it('offers reinvest only for a money-market fund', async () => {
    held = holding({ divi_type: 1, fund: fundDetail({ symbol_stype: 306 }) });
    await renderPage();
    expect(screen.getByText('该基金仅支持红利再投')).toBeTruthy();
    expect(screen.queryByText('现金分红')).toBeNull();
  });
});
