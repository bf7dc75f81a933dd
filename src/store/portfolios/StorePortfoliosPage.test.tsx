import { act, screen } from '@testing-library/react';
import { firePageEvent } from '../../../tests/jest/taro-fake';
import { ok, opened, settle, tap } from '../../../tests/app/fixtures/portfolio-harness';
import { failed, routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import { pageOf } from '../../../tests/app/fixtures/held-portfolios';
import { storePortfolio, renderRouted } from '../../../tests/app/fixtures/store';
import Page from '.';

type Routes = Parameters<typeof routeRequests>[0];
let seen: SeenRequest[] = [];

async function renderPage(routes: Routes, params: Record<string, string> = {}) {
  seen = await renderRouted(<Page />, routes, params);
}

it("lists a store's portfolios for its store_id, pages on, and opens a portfolio with the store", async () => {
  await renderPage(
    { 'GET /store/portfolios/': (r) => (r.query.get('page') === '1' ? ok(pageOf([storePortfolio(31, '固收加一号')], 1, 2, 2)) : ok(pageOf([storePortfolio(32, '均衡成长')], 2, 2, 2))) },
    { store_id: '5' },
  );
  expect(seen[0]?.query.get('store_id')).toBe('5');
  await act(async () => firePageEvent('reachBottom'));
  await settle();
  await tap(screen.getByText('均衡成长'));
  expect(opened()).toEqual(['/portfolio/portfolio-detail/index?id=32&store_id=5']);
});

it('says when the store has no portfolio, and retries a failure', async () => {
  await renderPage({ 'GET /store/portfolios/': () => ok(pageOf([])) }, { store_id: '5' });
  expect(screen.getByText('小店还没有组合')).toBeTruthy();
  await renderPage({ 'GET /store/portfolios/': () => failed(500, {}) }, { store_id: '5' });
  expect(document.querySelector('.status-error')).toBeTruthy();
});
