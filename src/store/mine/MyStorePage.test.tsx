import { screen } from '@testing-library/react';

import { ok, opened, tap } from '../../../tests/app/fixtures/portfolio-harness';
import { failed, routeRequests } from '../../../tests/app/fixtures/trade-records';
import { storeDetail, renderRouted } from '../../../tests/app/fixtures/store';
import Page from '.';

type Routes = Parameters<typeof routeRequests>[0];

async function renderPage(routes: Routes, params: Record<string, string> = {}) {
  await renderRouted(<Page />, routes, params);
}

it("shows the owner's own store with the owner links", async () => {
  await renderPage({ 'GET /store/mine/': () => ok(storeDetail({ is_owner: true })) });
  expect(screen.getByText('稳健理财小店')).toBeTruthy();
  expect(screen.getByText('组合排序')).toBeTruthy();
  await tap(screen.getByText('小店动态'));
  expect(opened()).toEqual(['/store/timeline/index?store_id=5']);
});

it('without a store, says so and leads to the application', async () => {
  await renderPage({ 'GET /store/mine/': () => failed(404, { errors: { detail: ['你还没有开通主理人小店'] } }) });
  expect(screen.getByText('你还没有开通主理人小店')).toBeTruthy();
  await tap(screen.getByText('去申请'));
  expect(opened()).toEqual(['/store/apply/index']);
});
