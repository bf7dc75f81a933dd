import { act, render, screen } from '@testing-library/react';
import { resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { fail, gets, ok, pathOf, queryOf, settle, type Req } from '../../../tests/app/fixtures/portfolio-harness';
import PortfolioRebalanceComparePage from '.';

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ id: '5', bankCardId: '3' });
  setRequestHandler(async (options) => {
    const path = pathOf(options as Req);
    if (path === '/api/v1/funds/fund_portfolios/rebalance/compare/') {
      return ok({
        results: [
          { fund: { symbol: '000007', abbr_name: '演示优势行业股票A' }, before_percent: '80.00', after_percent: '60.00' },
          { fund: { symbol: '000009', abbr_name: '演示现金宝货币' }, before_percent: '20.00', after_percent: '40.00' },
        ],
      });
    }
    return fail(404, { detail: [`no ${path}`] });
  });
});

it('shows each fund with its percent before and after the rebalance', async () => {
  await act(async () => {
    render(<PortfolioRebalanceComparePage />);
  });
  await settle();
  expect(queryOf(gets('/funds/fund_portfolios/rebalance/compare/')[0]!)).toEqual({ fund_portfolio_id: '5', bank_card_id: '3' });
  expect(screen.getByText('调仓前')).toBeTruthy();
  expect(Array.from(document.querySelectorAll('.compare-row')).map((r) => r.textContent)).toEqual(['演示优势行业股票A00000780.00%60.00%', '演示现金宝货币00000920.00%40.00%']);
  expect(screen.getByText('40.00%').className).toContain('pt-up');
});
