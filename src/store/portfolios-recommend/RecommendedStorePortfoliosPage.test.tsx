import { act, screen } from '@testing-library/react';
import { firePageEvent } from '../../../tests/jest/taro-fake';
import { ok, settle } from '../../../tests/app/fixtures/portfolio-harness';
import { routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import { pageOf } from '../../../tests/app/fixtures/held-portfolios';
import { storePortfolio, renderRouted } from '../../../tests/app/fixtures/store';
import Page from '.';

type Routes = Parameters<typeof routeRequests>[0];
let seen: SeenRequest[] = [];

async function renderPage(routes: Routes, params: Record<string, string> = {}) {
  seen = await renderRouted(<Page />, routes, params);
}

it('lists recommended store portfolios with their yield and refreshes on pull-down', async () => {
  await renderPage({ 'GET /store/portfolios/recommend/': () => ok(pageOf([storePortfolio(31, '固收加一号')])) });
  expect(screen.getByText('固收加一号')).toBeTruthy();
  expect(screen.getByText('+8.76%')).toBeTruthy();
  await act(async () => firePageEvent('pullDownRefresh'));
  await settle();
  expect(seen.filter((r) => r.path === '/store/portfolios/recommend/').length).toBe(2);
});

it('says when there is nothing to recommend', async () => {
  await renderPage({ 'GET /store/portfolios/recommend/': () => ok(pageOf([])) });
  expect(screen.getByText('暂无推荐组合')).toBeTruthy();
});
