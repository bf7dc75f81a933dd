import { act, render, screen } from '@testing-library/react';
import { bodyOf, fail, ok, opened, posts, settle, tap } from '../../../tests/app/fixtures/portfolio-harness';
import { portfolio } from '../../../tests/app/fixtures/portfolio-trade';
import { route } from '../../../tests/app/fixtures/portfolio-owner';
import PortfolioManagePage from '.';

async function renderPage() {
  await act(async () => {
    render(<PortfolioManagePage />);
  });
  await settle();
}

describe('owner manage view', () => {
  it('gives the owner edit, adjust and share, and links to the portfolio pages', async () => {
    route({
      'GET /api/v1/portfolio/5/': () => ok(portfolio({ is_owner: true })),
      'POST /api/v1/portfolio/5/set_share_info/': () => ok({ detail: '已保存' }),
    }, { id: '5' });
    await renderPage();
    expect(screen.getByText('稳健增长组合')).toBeTruthy();
    expect(screen.queryByText('仅组合主理人可管理该组合')).toBeNull();
    await tap(screen.getByText('分享组合'));
    await settle();
    expect(bodyOf(posts('/portfolio/5/set_share_info/')[0]?.data)).toEqual({ share: true });
    await tap(screen.getByText('调仓'));
    await tap(screen.getByText('编辑组合'));
    await tap(screen.getByText('历史净值'));
    expect(opened()).toEqual([
      '/portfolio/position-adjustments/index?portfolio_id=5',
      '/portfolio/create/index?portfolio_id=5',
      '/portfolio/portfolio-netvalue-history/index?id=5',
    ]);
    expect(screen.getByText(/组合过往业绩不预示未来表现/)).toBeTruthy();
  });

  it('points anyone else to the portfolio page, without owner actions', async () => {
    route({ 'GET /api/v1/portfolio/5/': () => ok(portfolio({ is_owner: false })) }, { id: '5' });
    await renderPage();
    expect(screen.getByText('仅组合主理人可管理该组合')).toBeTruthy();
    expect(screen.queryByText('调仓')).toBeNull();
    await tap(screen.getByText(/查看组合/));
    expect(opened()).toEqual(['/portfolio/portfolio-detail/index?id=5']);
  });

  it('offers a retry on failure', async () => {
    route({ 'GET /api/v1/portfolio/5/': () => fail(500, { detail: ['服务器开小差了'] }) }, { id: '5' });
    await renderPage();
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
