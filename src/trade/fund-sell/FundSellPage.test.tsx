import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { fundDetail } from '../../../tests/app/fixtures/fund-detail';
import { bankCard, feeQuote } from '../../../tests/app/fixtures/trade-buy';
import FundSellPage from '.';
import { padShown, typeOnPad } from '../../../tests/app/fixtures/trade-password-pad';

type Req = { url: string; method?: string; data?: unknown; header?: Record<string, string> };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const fail = (status: number, errors: Record<string, string[]>) => ({ statusCode: status, errMsg: 'request:ok', header: {}, data: JSON.stringify({ errors }) });
const requests = () => calls.filter((c) => c.api === 'request').map((c) => c.options as Req);
const pathOf = (r: Req) => new URL(r.url, 'http://app.test').pathname;
const bodyOf = (data: unknown): Record<string, unknown> => (typeof data === 'string' ? JSON.parse(data) : data) as Record<string, unknown>;
const sells = () => requests().filter((r) => r.method === 'POST' && pathOf(r) === '/api/v1/funds/sell/');
const redirects = () => calls.filter((c) => c.api === 'redirectTo' || c.api === 'navigateTo').map((c) => (c.options as { url: string }).url);

let held = true;
let quote = feeQuote({ fee: '2.22', saved_fee: '0.00' });

beforeEach(() => {
  resetTaroFake();
  held = true;
  quote = feeQuote({ fee: '2.22', saved_fee: '0.00' });
  setRouterParams({ symbol: '000007' });
  setRequestHandler(async (options) => {
    const path = pathOf(options as Req);
    if (path === '/api/v1/symbols/000007/introduction/') return ok(fundDetail({ shares_min_sell: '10.00' }));
    if (path === '/api/v1/funds/fund/fund_info/') {
      if (!held) return fail(404, { detail: ['您尚未购买该基金，无法卖出'] });
      return ok({ fund: fundDetail(), allow_sell: true, shares_enable: '500.00', divi_type: 1, worth_value: '740.00', income_total: '0', income_latest: '0', shares_list: [bankCard({ shares_enable: '500.00', shares_min_sell: '10.00' })] });
    }
    if (path === '/api/v1/funds/sell_fee/') return ok(quote);
    if (path === '/api/v1/accounts/csrftoken/') return ok({ csrftoken: 't' });
    if (path === '/api/v1/funds/sell/') return ok({ id: 41, status: 0 });
    return fail(404, { detail: [`no ${path}`] });
  });
});

async function renderPage() {
  await act(async () => {
    render(<FundSellPage />);
  });
}

async function settle(ms = 450) {
  await act(async () => {
    await new Promise((r) => setTimeout(r, ms));
  });
}

const sharesInput = () => document.querySelector('.sell-shares') as HTMLInputElement;

describe('fund sell', () => {
  it('fills all shares with 全部, quotes the sell fee, notes the settlement, and sells to the cash treasure', async () => {
    await renderPage();
    expect(screen.getByText('可卖份额500.00份')).toBeTruthy();
    expect(screen.getByText('委托卖出金额，不等于实际到账金额。实际到账以基金公司结算为准')).toBeTruthy();
    fireEvent.click(screen.getByText('全部'));
    expect(sharesInput().value).toBe('500.00');
    fireEvent.click(screen.getByText('1/3'));
    expect(sharesInput().value).toBe('166.66');
    await settle();
    expect(screen.getByText('手续费2.22元')).toBeTruthy();
    expect(screen.getByText('预计2026-11-25到账')).toBeTruthy();

    fireEvent.click(screen.getByText('卖出至现金宝'));
    await act(async () => {
      fireEvent.click(document.querySelector('.sell-submit') as Element);
    });
    await padShown();
    expect(screen.getByText('卖出 演示优势行业股票A 166.66份')).toBeTruthy();
    await typeOnPad('123456');
    await settle(50);
    expect(sells()).toHaveLength(1);
    expect(bodyOf(sells()[0]?.data)).toEqual({ fund_id: 7, bank_card_id: 3, shares: '166.66', password: '123456', is_bao: true, is_fast: false });
    expect(sells()[0]?.header?.['Idempotency-Key']).toBeTruthy();
    expect(redirects()).toContain('/trade/funds-trades-detail/index?id=41');
  });

  it('shows the fee lot by lot and the day it drops when a young lot is sold', async () => {
    quote = feeQuote({
      fee: '1.87',
      sell_lots: [
        { since: '2025-10-09', days: 412, shares: '100.00', fare_ratio: '0.002500', fee: '0.37' },
        { since: '2026-11-18', days: 5, shares: '100.00', fare_ratio: '0.015000', fee: '1.50' },
      ],
      fee_drop: { date: '2026-11-25', fee: '0.87', saving: '1.00' },
    });
    await renderPage();
    fireEvent.input(sharesInput(), { target: { value: '200' } });
    await settle();
    expect(screen.getByText('按持有时间逐笔计费（先进先出）')).toBeTruthy();
    expect(Array.from(document.querySelectorAll('.fee-quote-lot-row'), (n) => n.textContent)).toEqual([
      '2025-10-09确认的100.00份，已持有412天，费率0.25%，手续费0.37元',
      '2026-11-18确认的100.00份，已持有5天，费率1.50%，手续费1.50元',
    ]);
    expect(screen.getByText('2026-11-25起卖出，手续费降至0.87元，可省1.00元（按最新净值估算）')).toBeTruthy();
    expect(document.querySelector('.fee-quote-share-class')).toBeNull();
  });

  it('for a C class with an A sibling, says from how many days held A costs less', async () => {
    quote = feeQuote({ share_class: { sibling_fund_id: 8, sibling_name: '演示优势行业股票A', break_even_days: 69 } });
    await renderPage();
    fireEvent.input(sharesInput(), { target: { value: '200' } });
    await settle();
    expect(screen.getByText('持有满69天，A类比C类更省；更短则C类更省（对比演示优势行业股票A，按当前金额、净值不变估算）')).toBeTruthy();
  });

  it('refuses shares above the available and below the minimum', async () => {
    await renderPage();
    await act(async () => {
      fireEvent.input(sharesInput(), { target: { value: '600' } });
    });
    expect(screen.getByText('最多可卖出500份')).toBeTruthy();
    await act(async () => {
      fireEvent.input(sharesInput(), { target: { value: '5' } });
    });
    expect(screen.getByText('最少卖出10份')).toBeTruthy();
    expect((document.querySelector('.sell-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when the fund is not held', async () => {
    held = false;
    await renderPage();
    expect(screen.getByText('您尚未购买该基金，无法卖出')).toBeTruthy();
    expect(document.querySelector('.sell-submit')).toBeNull();
  });
});
