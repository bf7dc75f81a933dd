import { screen } from '@testing-library/react';

import { ok, opened, tap } from '../../../tests/app/fixtures/portfolio-harness';
import { failed, routeRequests } from '../../../tests/app/fixtures/trade-records';
import { storePortfolio, renderRouted } from '../../../tests/app/fixtures/store';
import Page from '.';

type Routes = Parameters<typeof routeRequests>[0];

async function renderPage(routes: Routes, params: Record<string, string> = {}) {
  await renderRouted(<Page />, routes, params);
}

it("shows the portfolio with the owner's tools, the description and share note from the query", async () => {
  await renderPage({ 'GET /store/portfolios/31/': () => ok(storePortfolio(31, '固收加一号')) }, { id: '31', desc: '稳健为主', share: '1' });
  expect(screen.getByText('稳健为主')).toBeTruthy();
  expect(screen.getByText('分享设置')).toBeTruthy();
  await tap(screen.getByText('组合资产'));
  await tap(screen.getByText('调仓'));
  expect(opened()).toEqual(['/store/portfolios-assets/index?id=31', '/portfolio/position-adjustments/index?portfolio_id=31']);
});

it('says a missing portfolio plainly', async () => {
  await renderPage({ 'GET /store/portfolios/31/': () => failed(404, { errors: { detail: ['请求的数据不存在'] } }) }, { id: '31' });
  expect(screen.getByText('请求的数据不存在')).toBeTruthy();
});
