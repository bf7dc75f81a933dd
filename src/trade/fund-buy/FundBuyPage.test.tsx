import type { Wire } from '@fund/core/api';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams, answerNextModal } from '../../../tests/jest/taro-fake';
import { fundDetail } from '../../../tests/app/fixtures/fund-detail';
import { baoMine, bankCard, coupon, feeQuote } from '../../../tests/app/fixtures/trade-buy';
import FundBuyPage from '.';
import { padShown, typeOnPad } from '../../../tests/app/fixtures/trade-password-pad';

type Req = { url: string; method?: string; data?: unknown; header?: Record<string, string> };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const fail = (status: number, errors: Record<string, string[]>) => ({ statusCode: status, errMsg: 'request:ok', header: {}, data: JSON.stringify({ errors }) });
const requests = () => calls.filter((c) => c.api === 'request').map((c) => c.options as Req);
const pathOf = (r: Req) => new URL(r.url, 'http://app.test').pathname;
const posts = (path: string) => requests().filter((r) => r.method === 'POST' && pathOf(r) === `/api/v1${path}`);
const bodyOf = (data: unknown): Record<string, unknown> => (typeof data === 'string' ? JSON.parse(data) : data) as Record<string, unknown>;
const redirects = () => calls.filter((c) => c.api === 'redirectTo' || c.api === 'navigateTo').map((c) => (c.options as { url: string }).url);

let riskAction = '';
let feeFails = false;
let buyAnswers: Array<ReturnType<typeof ok>> = [];
let shareClass: Wire.FeeQuote['share_class'] = null;

beforeEach(() => {
  resetTaroFake();
  riskAction = '';
  feeFails = false;
  buyAnswers = [];
  shareClass = null;
  setRouterParams({ symbol: '000007', amount: '1000' });
  setRequestHandler(async (options) => {
    const req = options as Req;
    const path = pathOf(req);
    if (path === '/api/v1/symbols/000007/introduction/') return ok(fundDetail({ amount_min_buy: '10.00', amount_max_buy: '1000000.00' }));
    if (path === '/api/v1/accounts/bank_cards/mine/') return ok([bankCard()]);
    if (path.endsWith('/bao/mine/')) return ok(baoMine('800.00'));
    if (path === '/api/v1/promotion/coupons/mine/') return ok({ current_page: 1, total_count: 2, total_page: 1, results: [coupon(12, '10.00', '500.00'), coupon(13, '50.00', '5000.00')] });
    if (path === '/api/v1/funds/buy_fee/') return feeFails ? fail(400, { amount: ['费率查询失败'] }) : ok(feeQuote({ share_class: shareClass }));
    if (path === '/api/v1/accounts/csrftoken/') return ok({ csrftoken: 't' });
    if (path === '/api/v1/funds/investment_risk/check/') return ok({ action_type: riskAction, action_title: '风险提示', action_description: '该产品风险等级高于您的风险承受能力，请确认是否继续购买' });
    if (path === '/api/v1/funds/investment_risk/confirm_risk/') return ok({ investment_risk: 3, warn_data: { action_type: '' } });
    if (path === '/api/v1/funds/buy/') return buyAnswers.shift() ?? ok({ id: 99, status: 0 });
    if (path === '/api/v1/promotion/coupons/12/use/') return ok({ detail: '返现10.00元' });
    return fail(404, { detail: [`no ${path}`] });
  });
});

async function renderPage() {
  await act(async () => {
    render(<FundBuyPage />);
  });
}

async function settle(ms = 450) {
  await act(async () => {
    await new Promise((r) => setTimeout(r, ms));
  });
}

function amountInput(): HTMLInputElement {
  return document.querySelector('.buy-amount input, input.buy-amount, .buy-amount') as HTMLInputElement;
}

async function typeAmount(value: string) {
  await act(async () => {
    fireEvent.input(amountInput(), { target: { value } });
  });
}

describe('fund buy', () => {
  it('for a fund with a C class, says from how many days held the A class costs less', async () => {
    shareClass = { sibling_fund_id: 241, sibling_name: '演示优势行业股票C', break_even_days: 137 };
    await renderPage();
    await settle();
    expect(screen.getByText('持有满137天，A类比C类更省；更短则C类更省（对比演示优势行业股票C，按当前金额、净值不变估算）')).toBeTruthy();
  });


  it('prefills the amount from the query and quotes the fee, saving and dates; lists the card and the cash treasure', async () => {
    await renderPage();
    expect(amountInput().value).toBe('1000');
    await settle();
    expect(screen.getByText('手续费1.50元')).toBeTruthy();
    expect(screen.getByText('已省13.29元')).toBeTruthy();
    expect(screen.getByText('预计2026-11-24确认份额')).toBeTruthy();
    // What selling again would cost in all, before the money goes in: 1.5% within a week, the buy fee alone after two years.
    expect(screen.getByText('若再卖出，买卖手续费合计（净值不变时）')).toBeTruthy();
    expect(Array.from(document.querySelectorAll('.fee-quote-round-trip-row'), (n) => n.textContent)).toEqual([
      '持有期<7天：16.48元',
      '7天≤持有期<1年：6.49元',
      '1年≤持有期<2年：4.00元',
      '持有期≥2年：1.50元',
    ]);
    const fee = requests().find((r) => pathOf(r) === '/api/v1/funds/buy_fee/');
    expect(fee?.url).toContain('amount=1000.00');
    expect(screen.getByText('工商银行(2344)')).toBeTruthy();
    expect(screen.getByText('现金宝(工商银行2344)')).toBeTruthy();
    // 800 in the cash treasure cannot pay 1000.
    expect(screen.getByText('可用余额800.00元').closest('.payment-option')?.className).toContain('tc-option-disabled');
  });

  it('shows the minimum and the bank single limit messages and blocks the submit', async () => {
    await renderPage();
    await typeAmount('5');
    expect(screen.getByText('最低购买10元')).toBeTruthy();
    expect((document.querySelector('.buy-submit') as HTMLButtonElement).disabled).toBe(true);
    await typeAmount('60000');
    expect(screen.getByText('购买金额超过银行单笔限额，建议使用网银转账')).toBeTruthy();
    expect((document.querySelector('.buy-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a failed fee quote is a red hint that blocks the submit', async () => {
    feeFails = true;
    await renderPage();
    await settle();
    expect(document.querySelector('.fee-quote-error')?.textContent).toBe('费率查询失败');
    expect((document.querySelector('.buy-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('buys with a coupon: risk check, six digits, one buy with its Idempotency-Key, the coupon used, then the trade detail', async () => {
    await renderPage();
    await settle();
    expect(screen.getByText('1张可用')).toBeTruthy();
    fireEvent.click(screen.getByText('1张可用'));
    // The 5000 minimum coupon is greyed for 1000 yuan and cannot be chosen.
    fireEvent.click(screen.getByText('满5000.00减50.00'));
    expect(screen.getByText('1张可用')).toBeTruthy();
    fireEvent.click(screen.getByText('满500.00减10.00'));
    expect(screen.getByText('买入成功后返现10.00元')).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByText('买入'));
    });
    await padShown();
    expect(screen.getByText('购买 演示优势行业股票A 1,000.00元')).toBeTruthy();
    await typeOnPad('123456');
    await settle(50);

    const buys = posts('/funds/buy/');
    expect(buys).toHaveLength(1);
    expect(bodyOf(buys[0]?.data)).toEqual({ fund_id: 7, bank_card_id: 3, amount: '1000.00', is_bao: false, password: '123456', confirm_risk: false });
    expect(buys[0]?.header?.['Idempotency-Key']).toBeTruthy();
    expect(bodyOf(posts('/promotion/coupons/12/use/')[0]?.data)).toEqual({ trade_id: 99 });
    expect(redirects()).toContain('/trade/funds-trades-detail/index?id=99');
  });

  it('a wrong password stays in the dialog; the retry reuses the same Idempotency-Key; a double tap on 买入 checks once', async () => {
    buyAnswers = [fail(400, { password: ['交易密码错误，您还可以输入4次'] })];
    await renderPage();
    await settle();
    await act(async () => {
      fireEvent.click(screen.getByText('买入'));
      fireEvent.click(screen.getByText('买入'));
    });
    expect(posts('/funds/investment_risk/check/')).toHaveLength(1);
    await settle(300);
    await typeOnPad('000000');
    await settle(50);
    expect(screen.getByText('交易密码错误，您还可以输入4次')).toBeTruthy();
    await typeOnPad('123456');
    await settle(50);
    const keys = posts('/funds/buy/').map((r) => r.header?.['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('the pad comes 300 ms after the tap on 买入; the second tap of a double tap lands on the mask and types nothing', async () => {
    await renderPage();
    await settle();
    await act(async () => {
      fireEvent.click(screen.getByText('买入'));
      await new Promise((r) => setTimeout(r, 150));
    });
    expect(posts('/funds/investment_risk/check/')).toHaveLength(1);
    // The dialog is open (its mask covers 买入) but its keys are not there yet.
    expect(document.querySelector('.tpd-mask')).toBeTruthy();
    expect(document.querySelector('.tpd-key')).toBeNull();
    await act(async () => {
      fireEvent.click(document.querySelector('.tpd-mask') as Element);
    });
    await padShown();
    expect(screen.getByText('请填写6位交易密码')).toBeTruthy();
    expect(document.querySelectorAll('.tpd-box-filled')).toHaveLength(0);
    await typeOnPad('123456');
    await settle(50);
    expect(posts('/funds/buy/')).toHaveLength(1);
    expect(bodyOf(posts('/funds/buy/')[0]?.data).password).toBe('123456');
  });

  it('confirm_risk: the risk confirm, then the password 300 ms later; the order carries confirm_risk', async () => {
    riskAction = 'confirm_risk';
    answerNextModal(true);
    await renderPage();
    await settle();
    await act(async () => {
      fireEvent.click(screen.getByText('买入'));
      await new Promise((r) => setTimeout(r, 100));
    });
    const modal = calls.find((c) => c.api === 'showModal')?.options as { content: string; confirmText: string; title: string };
    expect(modal).toMatchObject({ title: '风险提示', content: '该产品风险等级高于您的风险承受能力，请确认是否继续购买', confirmText: '继续购买' });
    expect(posts('/funds/investment_risk/confirm_risk/')).toHaveLength(1);
    expect(screen.queryByText('请填写6位交易密码')).toBeNull();
    await padShown();
    expect(screen.getByText('请填写6位交易密码')).toBeTruthy();
    await typeOnPad('123456');
    await settle(50);
    expect(bodyOf(posts('/funds/buy/')[0]?.data).confirm_risk).toBe(true);
  });

  it('an untested user goes to the risk test', async () => {
    riskAction = 'investment_risk_test';
    await renderPage();
    await settle();
    await act(async () => {
      fireEvent.click(screen.getByText('买入'));
    });
    expect(redirects()).toContain('/accounts/investment-risk-questions/index');
    expect(posts('/funds/buy/')).toHaveLength(0);
  });
});
