import { screen } from '@testing-library/react';

import { ok } from '../../../tests/app/fixtures/portfolio-harness';
import { failed, routeRequests } from '../../../tests/app/fixtures/trade-records';
import { renderRouted } from '../../../tests/app/fixtures/store';
import Page from '.';

type Routes = Parameters<typeof routeRequests>[0];

async function renderPage(routes: Routes, params: Record<string, string> = {}) {
  await renderRouted(<Page />, routes, params);
}

it('shows what holders keep in the portfolio', async () => {
  await renderPage({ 'GET /store/portfolios/31/assets/': () => ok({ store_portfolio_id: 31, name: '固收加一号', worth: '1234.50', holders_count: 2, followers_count: 9 }) }, { id: '31' });
  expect(document.querySelector('.portfolio-assets-worth')?.textContent).toBe('1,234.50元');
  expect(document.querySelector('.portfolio-assets-holders')?.textContent).toBe('2');
});

it("answers another owner's portfolio as missing", async () => {
  await renderPage({ 'GET /store/portfolios/31/assets/': () => failed(404, { errors: { detail: ['请求的数据不存在'] } }) }, { id: '31' });
  expect(screen.getByText('请求的数据不存在')).toBeTruthy();
});
