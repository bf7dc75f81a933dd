import { act, screen } from '@testing-library/react';
import { firePageEvent } from '../../../tests/jest/taro-fake';
import { ok, opened, settle, tap } from '../../../tests/app/fixtures/portfolio-harness';
import { routeRequests } from '../../../tests/app/fixtures/trade-records';
import { pageOf } from '../../../tests/app/fixtures/held-portfolios';
import { storeRow, renderRouted } from '../../../tests/app/fixtures/store';
import Page from '.';

type Routes = Parameters<typeof routeRequests>[0];

async function renderPage(routes: Routes, params: Record<string, string> = {}) {
  await renderRouted(<Page />, routes, params);
}

it('pages through followed stores and opens one', async () => {
  await renderPage({
    'GET /store/following/': (r) => (r.query.get('page') === '1' ? ok(pageOf([storeRow(5, '稳健理财小店')], 1, 2, 2)) : ok(pageOf([storeRow(6, '成长小店')], 2, 2, 2))),
  });
  expect(screen.getByText('稳健理财小店')).toBeTruthy();
  await act(async () => firePageEvent('reachBottom'));
  await settle();
  expect(screen.getByText('成长小店')).toBeTruthy();
  await tap(screen.getByText('成长小店'));
  expect(opened()).toEqual(['/store/detail/index?id=6']);
});

it('says when no store is followed', async () => {
  await renderPage({ 'GET /store/following/': () => ok(pageOf([])) });
  expect(screen.getByText('还没有关注的小店')).toBeTruthy();
});
