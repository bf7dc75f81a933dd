import { act, render, screen } from '@testing-library/react';
import { ok, opened, settle, tap } from '../../../tests/app/fixtures/portfolio-harness';
import { portfolio } from '../../../tests/app/fixtures/portfolio-trade';
import { page, route } from '../../../tests/app/fixtures/portfolio-owner';
import FollowingPortfoliosPage from '.';

async function renderPage() {
  await act(async () => {
    render(<FollowingPortfoliosPage />);
  });
  await settle();
}

describe('followed portfolios', () => {
  it('lists them with NAV and year return, and opens one', async () => {
    route({ 'GET /api/v1/portfolio/following/': () => ok(page([portfolio()])) });
    await renderPage();
    expect(screen.getByText('稳健增长组合')).toBeTruthy();
    expect(screen.getByText('ZH000005 净值1.2346')).toBeTruthy();
    expect(screen.getByText('+5.10%')).toBeTruthy();
    await tap(screen.getByText('稳健增长组合'));
    expect(opened()).toEqual(['/portfolio/portfolio-detail/index?id=5']);
  });

  it('says when none is followed', async () => {
    route({ 'GET /api/v1/portfolio/following/': () => ok(page([])) });
    await renderPage();
    expect(screen.getByText('还没有关注的组合')).toBeTruthy();
  });
});
