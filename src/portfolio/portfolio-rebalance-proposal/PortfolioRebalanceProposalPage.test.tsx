import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { bankCard } from '../../../tests/app/fixtures/trade-buy';
import { proposal, proposalRow } from '../../../tests/app/fixtures/portfolio-trade';
import { bodyOf, fail, gets, ok, opened, pathOf, posts, press, queryOf, settle, tap, type Answer, type Req } from '../../../tests/app/fixtures/portfolio-harness';
import PortfolioRebalanceProposalPage from '.';

const rebalance = (overrides = {}) =>
  proposal({ amount: '300.00', fee: '0.50', results: [proposalRow('000007', '演示优势行业股票A', 1, '300.00', '60.00'), proposalRow('000009', '演示现金宝货币', 0, '300.00', '40.00')], ...overrides });
let answer: () => Answer;

beforeEach(() => {
  resetTaroFake();
  answer = () => ok(rebalance());
  setRouterParams({ id: '5', bankCardId: '3' });
  setRequestHandler(async (options) => {
    const path = pathOf(options as Req);
    if (path === '/api/v1/funds/fund_portfolios/rebalance/proposal/') return answer();
    if (path === '/api/v1/accounts/csrftoken/') return ok({ csrftoken: 't' });
    if (path === '/api/v1/funds/fund_portfolios/rebalance/') return ok({ id: 43, status: 10 });
    return fail(404, { detail: [`no ${path}`] });
  });
});

async function renderPage() {
  await act(async () => {
    render(<PortfolioRebalanceProposalPage />);
  });
  await settle();
}

describe('portfolio rebalance proposal', () => {
  it('shows the sell and buy rows of the card', async () => {
    await renderPage();
    expect(queryOf(gets('/funds/fund_portfolios/rebalance/proposal/')[0]!)).toEqual({ fund_portfolio_id: '5', bank_card_id: '3' });
    expect(Array.from(document.querySelectorAll('.pt-direction')).map((n) => n.textContent)).toEqual(['卖出', '买入']);
  });

  it('links to the before/after comparison', async () => {
    await renderPage();
    await tap(screen.getByText('查看调仓前后对比'));
    expect(opened()).toEqual(['/portfolio/portfolio-rebalance-compare/index?id=5&bankCardId=3']);
  });

  it('确认调仓: the password, one POST rebalance, then the trade detail', async () => {
    await renderPage();
    await act(async () => {
      fireEvent.click(screen.getByText('确认调仓'));
      fireEvent.click(screen.getByText('确认调仓'));
    });
    await settle();
    expect(await screen.findByText('调仓 稳健增长组合')).toBeTruthy();
    await press('123456');
    await settle();
    const posted = posts('/funds/fund_portfolios/rebalance/');
    expect(posted).toHaveLength(1);
    expect(bodyOf(posted[0]?.data)).toEqual({ fund_portfolio_id: 5, bank_card_id: 3, password: '123456', rebalance_type: 0 });
    expect(opened()).toContain('/portfolio/funds-portfolios-trades-detail/index?id=43');
  });

  it('refuses without a buy-direction record and posts nothing', async () => {
    answer = () => ok(rebalance({ results: [proposalRow('000007', '演示优势行业股票A', 1, '300.00', '60.00')] }));
    await renderPage();
    await tap(screen.getByText('确认调仓'));
    expect(screen.getByText('当前持仓与目标一致，无需调仓')).toBeTruthy();
    expect(screen.queryByText('请填写6位交易密码')).toBeNull();
    expect(posts('/funds/fund_portfolios/rebalance/')).toHaveLength(0);
  });

  it('an unavailable card cannot rebalance', async () => {
    answer = () => ok(rebalance({ bank_card: bankCard({ status: 0 }) }));
    await renderPage();
    await tap(screen.getByText('确认调仓'));
    expect(screen.getByText('请选择可用的银行卡')).toBeTruthy();
  });
});
