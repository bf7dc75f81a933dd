import { screen } from '@testing-library/react';

import { ok, opened, tap } from '../../../tests/app/fixtures/portfolio-harness';
import { routeRequests } from '../../../tests/app/fixtures/trade-records';
import { renderRouted } from '../../../tests/app/fixtures/store';
import Page from '.';

type Routes = Parameters<typeof routeRequests>[0];

async function renderPage(routes: Routes, params: Record<string, string> = {}) {
  await renderRouted(<Page />, routes, params);
}

it('shows the total and each portfolio, each opening its own assets', async () => {
  await renderPage({
    'GET /store/assets/mine/': () =>
      ok({ store_id: 5, worth: '3000.00', holders_count: 3, likes_count: 12, portfolios_count: 2, portfolios: [
        { store_portfolio_id: 31, name: '固收加一号', worth: '1000.00', holders_count: 1, followers_count: 2 },
        { store_portfolio_id: 32, name: '均衡成长', worth: '2000.00', holders_count: 2, followers_count: 4 },
      ] }),
  });
  expect(document.querySelector('.store-assets-worth')?.textContent).toBe('3,000.00元');
  expect(screen.getByText('2,000.00元')).toBeTruthy();
  await tap(screen.getByText('均衡成长'));
  expect(opened()).toEqual(['/store/portfolios-assets/index?id=32']);
});

it('says when the store has no portfolios yet', async () => {
  await renderPage({ 'GET /store/assets/mine/': () => ok({ store_id: 5, worth: '0.00', holders_count: 0, likes_count: 0, portfolios_count: 0, portfolios: [] }) });
  expect(screen.getByText('小店还没有组合')).toBeTruthy();
});
