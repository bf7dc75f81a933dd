import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { proposal, proposalRow } from '../../../tests/app/fixtures/portfolio-trade';
import { bodyOf, fail, gets, ok, opened, pathOf, posts, press, queryOf, settle, type Req } from '../../../tests/app/fixtures/portfolio-harness';
import PortfolioSellProposalPage from '.';

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ id: '5', bankCardId: '4', amount: '200.00' });
  setRequestHandler(async (options) => {
    const path = pathOf(options as Req);
    if (path === '/api/v1/funds/fund_portfolios/sell/proposal/') {
      return ok(proposal({ amount: '200.00', fee: '1.00', results: [proposalRow('000007', '演示优势行业股票A', 1, '140.00', '70.00'), proposalRow('000009', '演示现金宝货币', 1, '60.00', '30.00')] }));
    }
    if (path === '/api/v1/accounts/csrftoken/') return ok({ csrftoken: 't' });
    if (path === '/api/v1/funds/fund_portfolios/sell/') return ok({ id: 42, status: 0 });
    return fail(404, { detail: [`no ${path}`] });
  });
});

async function renderPage() {
  await act(async () => {
    render(<PortfolioSellProposalPage />);
  });
  await settle();
}

describe('portfolio sell proposal', () => {
  it('shows what each fund sells for the amount', async () => {
    await renderPage();
    expect(queryOf(gets('/funds/fund_portfolios/sell/proposal/')[0]!)).toEqual({ fund_portfolio_id: '5', bank_card_id: '4', amount: '200.00' });
    const rows = Array.from(document.querySelectorAll('.proposal-row')).map((r) => r.textContent);
    expect(rows).toEqual(['演示优势行业股票A000007卖出140.0070.00%', '演示现金宝货币000009卖出60.0030.00%']);
    expect(screen.getByText('200.00元')).toBeTruthy();
  });

  it('确认卖出: no risk check; the password, one POST with the amount, then the portfolio trade detail', async () => {
    await renderPage();
    await act(async () => {
      fireEvent.click(screen.getByText('确认卖出'));
      fireEvent.click(screen.getByText('确认卖出'));
    });
    await settle();
    expect(await screen.findByText('卖出 稳健增长组合 200.00元')).toBeTruthy();
    await press('123456');
    await settle();
    expect(posts('/funds/investment_risk/check/')).toHaveLength(0);
    const sells = posts('/funds/fund_portfolios/sell/');
    expect(sells).toHaveLength(1);
    expect(bodyOf(sells[0]?.data)).toEqual({ fund_portfolio_id: 5, bank_card_id: 4, amount: '200.00', password: '123456' });
    expect(sells[0]?.header?.['Idempotency-Key']).toBeTruthy();
    expect(opened()).toContain('/portfolio/funds-portfolios-trades-detail/index?id=42');
  });
});
