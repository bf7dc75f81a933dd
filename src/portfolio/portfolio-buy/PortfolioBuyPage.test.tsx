import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { baoMine, bankCard, coupon, feeQuote } from '../../../tests/app/fixtures/trade-buy';
import { portfolio } from '../../../tests/app/fixtures/portfolio-trade';
import { calls } from '../../../tests/jest/taro-fake';
import { fail, gets, ok, opened, pathOf, queryOf, settle, tap, typeInto, type Req } from '../../../tests/app/fixtures/portfolio-harness';
import PortfolioBuyPage from '.';

let cardsAnswer = () => ok([bankCard()]);

beforeEach(() => {
  resetTaroFake();
  cardsAnswer = () => ok([bankCard()]);
  setRouterParams({ id: '5', amount: '2000' });
  setRequestHandler(async (options) => {
    const path = pathOf(options as Req);
    if (path === '/api/v1/portfolio/5/') return ok(portfolio());
    if (path === '/api/v1/accounts/bank_cards/mine/') return cardsAnswer();
    if (path.endsWith('/bao/mine/')) return ok(baoMine('5000.00'));
    if (path === '/api/v1/promotion/coupons/available/') return ok({ coupons: [{ fund_id: 5, coupons: [coupon(12, '10.00', '1000.00'), coupon(13, '50.00', '50000.00')] }] });
    if (path === '/api/v1/funds/fund_portfolios/buy_fee/') return ok(feeQuote({ fee: '3.00', saved_fee: '27.00' }));
    return fail(404, { detail: [`no ${path}`] });
  });
});

async function renderPage() {
  await act(async () => {
    render(<PortfolioBuyPage />);
  });
  await settle(450);
}

const nextButton = () => document.querySelector('.portfolio-buy-next') as HTMLButtonElement;

describe('portfolio buy form', () => {
  it('prefills the amount, quotes the portfolio fee, lists the card and the cash treasure, and asks for the portfolio coupons', async () => {
    await renderPage();
    expect((document.querySelector('.portfolio-buy-amount') as HTMLInputElement).value).toBe('2000');
    expect(screen.getByText('稳健增长组合')).toBeTruthy();
    expect(screen.getByText('手续费3.00元')).toBeTruthy();
    expect(queryOf(gets('/funds/fund_portfolios/buy_fee/')[0]!)).toEqual({ fund_portfolio_id: '5', amount: '2000.00' });
    expect(screen.getByText('工商银行(2344)')).toBeTruthy();
    expect(screen.getByText('现金宝(工商银行2344)')).toBeTruthy();
    expect(JSON.parse(queryOf(gets('/promotion/coupons/available/')[0]!).portfolio_info ?? '')).toEqual({ fund_portfolio_id: 5 });
    expect(screen.getByText('1张可用')).toBeTruthy();
  });

  it('shows the portfolio buy messages and blocks 下一步', async () => {
    await renderPage();
    await typeInto('.portfolio-buy-amount', '999');
    expect(screen.getByText('最低购买1000元')).toBeTruthy();
    expect(nextButton().disabled).toBe(true);
    await typeInto('.portfolio-buy-amount', '60000');
    expect(screen.getByText('购买金额超过银行单笔限额，建议使用网银转账')).toBeTruthy();
    await typeInto('.portfolio-buy-amount', '12a');
    expect(screen.getByText('输入金额有误')).toBeTruthy();
    expect(nextButton().disabled).toBe(true);
  });

  it('下一步 opens the proposal with card, amount, isBao and the chosen coupon', async () => {
    await renderPage();
    await tap(screen.getByText('1张可用'));
    await tap(screen.getByText('满1000.00减10.00'));
    expect(screen.getByText('买入成功后返现10.00元')).toBeTruthy();
    await tap(nextButton());
    expect(opened()).toEqual(['/portfolio/portfolio-buy-proposal/index?id=5&bankCardId=3&amount=2000.00&isBao=0&coupon=12']);
  });

  it('paying from the cash treasure sends isBao=1', async () => {
    await renderPage();
    await tap(screen.getByText('现金宝(工商银行2344)'));
    await tap(nextButton());
    expect(opened()).toEqual(['/portfolio/portfolio-buy-proposal/index?id=5&bankCardId=3&amount=2000.00&isBao=1']);
  });

  it('a card needing authentication asks to authenticate instead of going on', async () => {
    cardsAnswer = () => ok([bankCard({ status: 5 })]);
    await renderPage();
    await act(async () => {
      fireEvent.click(nextButton());
    });
    await settle();
    const modal = calls.find((c) => c.api === 'showModal')?.options as { content: string };
    expect(modal.content).toBe('银行卡支付渠道升级了，为保障您的支付安全，请重新认证银行卡');
    expect(opened().some((u) => u.includes('portfolio-buy-proposal'))).toBe(false);
  });
});
