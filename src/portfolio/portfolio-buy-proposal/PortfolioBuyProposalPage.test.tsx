import { act, fireEvent, render, screen } from '@testing-library/react';
import { answerNextModal, calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { proposal } from '../../../tests/app/fixtures/portfolio-trade';
import { bodyOf, fail, gets, ok, opened, pathOf, posts, press, queryOf, settle, type Answer, type Req } from '../../../tests/app/fixtures/portfolio-harness';
import PortfolioBuyProposalPage from '.';

let riskAction = '';
let buyAnswers: Answer[] = [];

beforeEach(() => {
  resetTaroFake();
  riskAction = '';
  buyAnswers = [];
  setRouterParams({ id: '5', bankCardId: '3', amount: '2000.00', isBao: '0', coupon: '12' });
  setRequestHandler(async (options) => {
    const path = pathOf(options as Req);
    if (path === '/api/v1/funds/fund_portfolios/buy/proposal/') return ok(proposal());
    if (path === '/api/v1/accounts/csrftoken/') return ok({ csrftoken: 't' });
    if (path === '/api/v1/funds/investment_risk/check/') return ok({ action_type: riskAction, action_title: '风险提示', action_description: '该组合风险等级高于您的风险承受能力，请确认是否继续购买' });
    if (path === '/api/v1/funds/investment_risk/confirm_risk/') return ok({ investment_risk: 3, warn_data: { action_type: '' } });
    if (path === '/api/v1/funds/fund_portfolios/buy/') return buyAnswers.shift() ?? ok({ id: 41, status: 0 });
    return fail(404, { detail: [`no ${path}`] });
  });
});

async function renderPage() {
  await act(async () => {
    render(<PortfolioBuyProposalPage />);
  });
  await settle();
}

const confirmButton = () => screen.getByText('确认买入');

describe('portfolio buy proposal', () => {
  it('asks for the proposal of the card, amount and payment, and shows the rows, total, fee and card', async () => {
    await renderPage();
    expect(queryOf(gets('/funds/fund_portfolios/buy/proposal/')[0]!)).toEqual({ fund_portfolio_id: '5', bank_card_id: '3', amount: '2000.00', is_bao: 'false' });
    const rows = Array.from(document.querySelectorAll('.proposal-row')).map((r) => r.textContent);
    expect(rows).toEqual(['演示优势行业股票A000007买入1,400.0070.00%', '演示现金宝货币000009买入600.0030.00%']);
    expect(screen.getByText('2,000.00元')).toBeTruthy();
    expect(screen.getByText('3.00元')).toBeTruthy();
    expect(screen.getByText('工商银行(2344)')).toBeTruthy();
  });

  it('确认买入: risk check on the portfolio, six digits, one POST with its Idempotency-Key, then the portfolio trade detail', async () => {
    await renderPage();
    await act(async () => {
      fireEvent.click(confirmButton());
      fireEvent.click(confirmButton());
    });
    await settle();
    expect(posts('/funds/investment_risk/check/')).toHaveLength(1);
    expect(bodyOf(posts('/funds/investment_risk/check/')[0]?.data)).toEqual({ fund_portfolio_id: 5 });
    expect(await screen.findByText('买入 稳健增长组合 2,000.00元')).toBeTruthy();
    await press('123456');
    await settle();
    const buys = posts('/funds/fund_portfolios/buy/');
    expect(buys).toHaveLength(1);
    expect(bodyOf(buys[0]?.data)).toEqual({ fund_portfolio_id: 5, bank_card_id: 3, amount: '2000.00', is_bao: false, password: '123456', confirm_risk: false, coupon_id: 12 });
    expect(buys[0]?.header?.['Idempotency-Key']).toBeTruthy();
    expect(opened()).toContain('/portfolio/funds-portfolios-trades-detail/index?id=41');
  });

  it('a wrong password stays in the dialog; the retry reuses the Idempotency-Key', async () => {
    buyAnswers = [fail(400, { password: ['交易密码错误，您还可以输入4次'] })];
    await renderPage();
    await act(async () => {
      fireEvent.click(confirmButton());
    });
    await settle();
    await press('000000');
    await settle();
    expect(screen.getByText('交易密码错误，您还可以输入4次')).toBeTruthy();
    await press('123456');
    await settle();
    const keys = posts('/funds/fund_portfolios/buy/').map((r) => r.header?.['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('confirm_risk: the confirm, then the password 300 ms later; the order carries confirm_risk', async () => {
    riskAction = 'confirm_risk';
    answerNextModal(true);
    await renderPage();
    await act(async () => {
      fireEvent.click(confirmButton());
      await new Promise((r) => setTimeout(r, 100));
    });
    const modal = calls.find((c) => c.api === 'showModal')?.options as { content: string; confirmText: string };
    expect(modal).toMatchObject({ content: '该组合风险等级高于您的风险承受能力，请确认是否继续购买', confirmText: '继续购买' });
    expect(bodyOf(posts('/funds/investment_risk/confirm_risk/')[0]?.data)).toEqual({ fund_portfolio_id: 5 });
    expect(screen.queryByText('请填写6位交易密码')).toBeNull();
    expect(await screen.findByText('请填写6位交易密码')).toBeTruthy();
    await press('123456');
    await settle();
    expect(bodyOf(posts('/funds/fund_portfolios/buy/')[0]?.data).confirm_risk).toBe(true);
  });

  it('an untested user goes to the risk test and nothing is bought', async () => {
    riskAction = 'investment_risk_test';
    await renderPage();
    await act(async () => {
      fireEvent.click(confirmButton());
    });
    await settle();
    expect(opened()).toContain('/accounts/investment-risk-questions/index');
    expect(posts('/funds/fund_portfolios/buy/')).toHaveLength(0);
  });

  it('a query without card or amount shows that there is no proposal', async () => {
    setRouterParams({ id: '5', amount: '2000.00' });
    await renderPage();
    expect(screen.getByText('暂无交易方案')).toBeTruthy();
    expect(gets('/funds/fund_portfolios/buy/proposal/')).toHaveLength(0);
  });
});
