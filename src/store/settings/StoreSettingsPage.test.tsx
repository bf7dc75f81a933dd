import { screen } from '@testing-library/react';

import { ok, settle, tap, typeInto } from '../../../tests/app/fixtures/portfolio-harness';
import { routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import { storeDetail, toasts, renderRouted } from '../../../tests/app/fixtures/store';
import Page from '.';

type Routes = Parameters<typeof routeRequests>[0];
let seen: SeenRequest[] = [];

async function renderPage(routes: Routes, params: Record<string, string> = {}) {
  seen = await renderRouted(<Page />, routes, params);
}
const posted = (path: string) => seen.filter((r) => r.method !== 'GET' && r.path === path).map((r) => r.body);

const routes: Routes = {
  'GET /store/mine/': () => ok(storeDetail({ is_owner: true })),
  'GET /store/social_bindings/': () => ok([{ provider: 'weibo', provider_name: '微博', account: 'steady', updated_at: '2026-11-20T02:00:00.000Z' }]),
  'PUT /store/5/': () => ok(storeDetail({ is_owner: true })),
  'POST /store/social_bindings/': () => ok([]),
};

it('edits the introduction with the length rule, then saves it', async () => {
  await renderPage(routes);
  await typeInto('.settings-description', '太短');
  await tap(document.querySelector('.settings-save'));
  expect(screen.getByText('小店简介为10-500个字')).toBeTruthy();
  await typeInto('.settings-description', '只做长期持有的均衡组合，每月复盘。');
  await tap(document.querySelector('.settings-save'));
  await settle();
  expect(posted('/store/5/')).toEqual([{ description: '只做长期持有的均衡组合，每月复盘。' }]);
  expect(toasts()).toContain('保存成功');
});

it('shows the bound accounts and binds another', async () => {
  await renderPage(routes);
  expect(document.querySelector<HTMLInputElement>('.binding-weibo .binding-account')?.value).toBe('steady');
  await typeInto('.binding-xueqiu .binding-account', '稳健小店');
  await tap(document.querySelector('.binding-xueqiu .binding-save'));
  await settle();
  expect(posted('/store/social_bindings/')).toEqual([{ provider: 'xueqiu', account: '稳健小店' }]);
});
