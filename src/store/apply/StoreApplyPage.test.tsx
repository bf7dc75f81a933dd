import { act, screen } from '@testing-library/react';
import { firePageEvent } from '../../../tests/jest/taro-fake';
import { ok, opened, settle, tap } from '../../../tests/app/fixtures/portfolio-harness';
import { failed, routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import { renderRouted } from '../../../tests/app/fixtures/store';
import Page from '.';

type Routes = Parameters<typeof routeRequests>[0];
let seen: SeenRequest[] = [];

async function renderPage(routes: Routes, params: Record<string, string> = {}) {
  seen = await renderRouted(<Page />, routes, params);
}

const apply = (status: number, reject_reason: string | null = null) => ok({ id: status === -1 ? null : 3, status, status_display: '', reject_reason, name: '', introduction: '', avatar: '', qualification_no: '', applied_at: null, reviewed_at: null, store_id: status === 1 ? 5 : null });

it('offers to apply when not applied', async () => {
  await renderPage({ 'GET /store/apply/': () => apply(-1) });
  expect(screen.getByText('开通主理人小店')).toBeTruthy();
  await tap(screen.getByText('立即申请'));
  expect(opened()).toEqual(['/store/apply-form/index']);
});

it('waits while in review, shows a rejection with its reason, and enters the store once approved', async () => {
  await renderPage({ 'GET /store/apply/': () => apply(0) });
  expect(screen.getByText('审核中')).toBeTruthy();
  expect(document.querySelector('.store-apply-action')).toBeNull();
  await renderPage({ 'GET /store/apply/': () => apply(2, '执业编号与姓名不符') });
  expect(screen.getByText('驳回原因：执业编号与姓名不符')).toBeTruthy();
  expect(screen.getByText('重新申请')).toBeTruthy();
  await renderPage({ 'GET /store/apply/': () => apply(1) });
  await tap(screen.getByText('进入我的小店'));
  expect(opened()).toEqual(['/store/mine/index']);
});

it('shows a failure with retry, and pull-down asks again', async () => {
  await renderPage({ 'GET /store/apply/': () => failed(500, {}) });
  expect(document.querySelector('.status-error')).toBeTruthy();
  await act(async () => firePageEvent('pullDownRefresh'));
  await settle();
  expect(seen.filter((r) => r.path === '/store/apply/').length).toBe(2);
});
