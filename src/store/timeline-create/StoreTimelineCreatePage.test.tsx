import { screen } from '@testing-library/react';

import { ok, opened, settle, tap, typeInto } from '../../../tests/app/fixtures/portfolio-harness';
import { failed, routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import { storeDetail, toasts, renderRouted } from '../../../tests/app/fixtures/store';
import Page from '.';

type Routes = Parameters<typeof routeRequests>[0];
let seen: SeenRequest[] = [];

async function renderPage(routes: Routes, params: Record<string, string> = {}) {
  seen = await renderRouted(<Page />, routes, params);
}
const posted = (path: string) => seen.filter((r) => r.method !== 'GET' && r.path === path).map((r) => r.body);

it('refuses an empty post, then posts the text with the chosen portfolio on my store', async () => {
  await renderPage({ 'GET /store/mine/': () => ok(storeDetail({ is_owner: true })), 'POST /statuses/': () => ok({ id: 9 }) });
  await tap(document.querySelector('.timeline-submit'));
  expect(screen.getByText('内容不能为空')).toBeTruthy();
  await typeInto('.timeline-text', '本周调仓：降低权益仓位。');
  await tap(screen.getByText('均衡成长'));
  await tap(document.querySelector('.timeline-submit'));
  await settle();
  expect(posted('/statuses/')).toEqual([{ text: '本周调仓：降低权益仓位。', store_id: 5, portfolio_id: 32 }]);
  expect(toasts()).toContain('发布成功');
});

it('without a store, leads to the application', async () => {
  await renderPage({ 'GET /store/mine/': () => failed(404, { errors: { detail: ['你还没有开通主理人小店'] } }) });
  await tap(screen.getByText('去申请'));
  expect(opened()).toEqual(['/store/apply/index']);
});
