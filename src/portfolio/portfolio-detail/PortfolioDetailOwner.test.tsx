import { act, render, screen } from '@testing-library/react';
import { ok, opened, settle, tap } from '../../../tests/app/fixtures/portfolio-harness';
import { portfolio } from '../../../tests/app/fixtures/portfolio-trade';
import { route } from '../../../tests/app/fixtures/portfolio-owner';
import PortfolioDetailPage from '.';

async function renderPage() {
  await act(async () => {
    render(<PortfolioDetailPage />);
  });
  await settle();
}

describe('portfolio detail links and owner actions', () => {
  it('links NAV history, position history and the trade notice, with the compliance line and the advisor', async () => {
    route({ 'GET /api/v1/portfolio/5/': () => ok(portfolio({ advisor_title: '演示投顾' })) }, { id: '5' });
    await renderPage();
    expect(screen.getByText(/组合过往业绩不预示未来表现\s*投资顾问：演示投顾/)).toBeTruthy();
    expect(screen.queryByText('管理组合')).toBeNull();
    await tap(screen.getByText('调仓记录'));
    await tap(screen.getByText('交易须知'));
    expect(opened()).toEqual(['/portfolio/portfolio-position-history/index?id=5', '/portfolio/portfolio-trade-notice/index?id=5']);
  });

  it('gives the owner the manage view and adjustments', async () => {
    route({ 'GET /api/v1/portfolio/5/': () => ok(portfolio({ is_owner: true })) }, { id: '5' });
    await renderPage();
    await tap(screen.getByText('管理组合'));
    expect(opened()).toEqual(['/portfolio/detail/index?id=5']);
  });
});
