import { screen } from '@testing-library/react';

import { ok, settle, tap } from '../../../tests/app/fixtures/portfolio-harness';
import { failed, routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import { storePortfolio, toasts, renderRouted } from '../../../tests/app/fixtures/store';
import Page from '.';

type Routes = Parameters<typeof routeRequests>[0];
let seen: SeenRequest[] = [];

async function renderPage(routes: Routes, params: Record<string, string> = {}) {
  seen = await renderRouted(<Page />, routes, params);
}
const posted = (path: string) => seen.filter((r) => r.method !== 'GET' && r.path === path).map((r) => r.body);

it('moves a portfolio and saves the order', async () => {
  await renderPage(
    {
      'GET /store/portfolios/mine/': () => ok([storePortfolio(31, '固收加一号'), storePortfolio(32, '均衡成长'), storePortfolio(33, '行业轮动')]),
      'POST /store/portfolios/sort/': () => ok({ detail: '排序已保存' }),
    },
    { store_id: '5' },
  );
  await tap(document.querySelectorAll('.sort-up')[2] ?? null);
  expect(Array.from(document.querySelectorAll('.sort-row')).map((n) => n.firstChild?.textContent)).toEqual(['固收加一号', '行业轮动', '均衡成长']);
  await tap(document.querySelector('.sort-save'));
  await settle();
  expect(posted('/store/portfolios/sort/')).toEqual([{ store_id: 5, portfolio_ids: [31, 33, 32] }]);
  expect(toasts()).toContain('排序已保存');
});

it('says when there is nothing to sort, and shows a failure', async () => {
  await renderPage({ 'GET /store/portfolios/mine/': () => ok([]) }, { store_id: '5' });
  expect(screen.getByText('小店还没有组合')).toBeTruthy();
  await renderPage({ 'GET /store/portfolios/mine/': () => failed(404, { errors: { detail: ['你还没有开通主理人小店'] } }) }, { store_id: '5' });
  expect(screen.getByText('你还没有开通主理人小店')).toBeTruthy();
});
