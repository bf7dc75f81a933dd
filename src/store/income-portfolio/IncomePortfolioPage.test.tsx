import { act, render, screen } from '@testing-library/react';
import { resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { failed, ok, routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import { incomePortfolio } from '../../../tests/app/fixtures/store-income';
import IncomePortfolioPage from '.';

let seen: SeenRequest[];
const page = (results: unknown[]) => ({ current_page: 1, total_count: results.length, total_page: 1, results });

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ store_portfolio_id: '11' });
  seen = [];
});

describe('income of one portfolio', () => {
  it('shows its total and its days with the fees and the income', async () => {
    setRequestHandler(routeRequests({ 'GET /store/income/portfolio/': () => ok({ portfolio: incomePortfolio(), share: '0.50', days: page([{ date: '2026-12-22', fee: '1.31', income: '0.66' }, { date: '2026-12-21', fee: '1.31', income: '0.65' }]) }) }, seen));
    await act(async () => render(<IncomePortfolioPage />));
    expect(seen.find((r) => r.path === '/store/income/portfolio/')?.query.get('store_portfolio_id')).toBe('11');
    expect(screen.getByText('12.34')).toBeTruthy();
    expect(screen.getByText('2026-12-22')).toBeTruthy();
    expect(screen.getByText('+0.65')).toBeTruthy();
    expect(screen.getAllByText('投顾费 1.31')).toHaveLength(2);
  });

  it('says when there are no days yet', async () => {
    setRequestHandler(routeRequests({ 'GET /store/income/portfolio/': () => ok({ portfolio: incomePortfolio({ income_total: '0.00', latest_date: null }), share: '0.50', days: page([]) }) }));
    await act(async () => render(<IncomePortfolioPage />));
    expect(screen.getByText('暂无收入明细')).toBeTruthy();
  });

  it('shows the error view for a portfolio that is not the caller\'s', async () => {
    setRequestHandler(routeRequests({ 'GET /store/income/portfolio/': () => failed(404, { detail: '组合不存在' }) }));
    let container: HTMLElement = document.body;
    await act(async () => {
      container = render(<IncomePortfolioPage />).container;
    });
    expect(container.querySelector('.status-error')).not.toBeNull();
    expect(screen.queryByText('暂无收入明细')).toBeNull();
  });
});
