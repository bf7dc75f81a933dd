import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { fundDetail } from '../../../tests/app/fixtures/fund-detail';
import { bankCard } from '../../../tests/app/fixtures/trade-buy';
import FundBuyBatchPage from '.';
import { padShown, typeOnPad } from '../../../tests/app/fixtures/trade-password-pad';

type Req = { url: string; method?: string; data?: unknown; header?: Record<string, string> };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const requests = () => calls.filter((c) => c.api === 'request').map((c) => c.options as Req);
const pathOf = (r: Req) => new URL(r.url, 'http://app.test').pathname;
const bodyOf = (data: unknown): Record<string, unknown> => (typeof data === 'string' ? JSON.parse(data) : data) as Record<string, unknown>;

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ symbol: '000007,000008', amountMinBuy: '100' });
  setRequestHandler(async (options) => {
    const path = pathOf(options as Req);
    if (path === '/api/v1/symbols/000007/introduction/') return ok(fundDetail({ amount_min_buy: '10.00' }));
    if (path === '/api/v1/symbols/000008/introduction/') return ok(fundDetail({ id: 8, symbol: '000008', abbr_name: '演示稳健债券A', amount_min_buy: '10.00' }));
    if (path === '/api/v1/accounts/bank_cards/mine/') return ok([bankCard()]);
    if (path === '/api/v1/accounts/csrftoken/') return ok({ csrftoken: 't' });
    if (path === '/api/v1/funds/investment_risk/check/') return ok({ action_type: '', action_title: '', action_description: '' });
    if (path === '/api/v1/funds/buy/') return ok({ id: 50 + Number(bodyOf((options as Req).data).fund_id), status: 0 });
    return { statusCode: 404, errMsg: 'request:ok', header: {}, data: '{"errors":{"detail":["no"]}}' };
  });
});

describe('fund batch buy', () => {
  it('starts each amount at amountMinBuy, places one order per fund with one password, then opens the trade records', async () => {
    await act(async () => {
      render(<FundBuyBatchPage />);
    });
    expect(screen.getByText('演示优势行业股票A')).toBeTruthy();
    expect(screen.getByText('演示稳健债券A')).toBeTruthy();
    const inputs = Array.from(document.querySelectorAll<HTMLInputElement>('.batch-amount'));
    expect(inputs.map((i) => i.value)).toEqual(['100.00', '100.00']);
    await act(async () => {
      fireEvent.input(inputs[1] as HTMLInputElement, { target: { value: '5' } });
    });
    expect(screen.getByText('最低购买10元')).toBeTruthy();
    expect((document.querySelector('.batch-submit') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      fireEvent.input(inputs[1] as HTMLInputElement, { target: { value: '200' } });
    });
    await act(async () => {
      fireEvent.click(screen.getByText('买入2只基金'));
    });
    await padShown();
    expect(screen.getByText('买入2只基金 300.00元')).toBeTruthy();
    await typeOnPad('123456');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    const buys = requests().filter((r) => r.method === 'POST' && pathOf(r) === '/api/v1/funds/buy/');
    expect(buys.map((b) => [bodyOf(b.data).fund_id, bodyOf(b.data).amount])).toEqual([
      [7, '100.00'],
      [8, '200.00'],
    ]);
    expect(new Set(buys.map((b) => b.header?.['Idempotency-Key'])).size).toBe(2);
    expect(calls.find((c) => c.api === 'redirectTo')?.options).toEqual({ url: '/trade/funds-trades/index' });
  });
});
