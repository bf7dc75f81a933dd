import { screen } from '@testing-library/react';

import { ok, opened, settle, tap, typeInto } from '../../../tests/app/fixtures/portfolio-harness';
import { failed, routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import { toasts, renderRouted } from '../../../tests/app/fixtures/store';
import Page from '.';

type Routes = Parameters<typeof routeRequests>[0];
let seen: SeenRequest[] = [];

async function renderPage(routes: Routes, params: Record<string, string> = {}) {
  seen = await renderRouted(<Page />, routes, params);
}
const posted = (path: string) => seen.filter((r) => r.method !== 'GET' && r.path === path).map((r) => r.body);

it('checks every field in Chinese before sending anything', async () => {
  await renderPage({});
  await tap(document.querySelector('.apply-submit'));
  expect(screen.getByText('请填写小店名称')).toBeTruthy();
  expect(screen.getByText('请上传小店头像')).toBeTruthy();
  expect(screen.getByText('请阅读并同意《主理人服务协议》')).toBeTruthy();
  expect(posted('/store/apply/')).toEqual([]);
});

it('sends a complete form and goes to the status page; a server refusal shows under its field', async () => {
  let answer = failed(400, { errors: { qualification_no: ['执业资格证书编号已被使用'] } });
  await renderPage({ 'POST /store/apply/': () => answer });
  await typeInto('.apply-name', '稳健理财小店');
  await typeInto('.apply-introduction', '专注低波动的固收加组合，每月复盘一次。');
  await typeInto('.apply-avatar', 'https://img.example.com/a.png');
  await typeInto('.apply-qualification_no', 'S0100619010001');
  await tap(document.querySelector('.apply-agreement'));
  await tap(document.querySelector('.apply-submit'));
  await settle();
  expect(screen.getByText('执业资格证书编号已被使用')).toBeTruthy();
  answer = ok({ id: 3, status: 0 });
  await tap(document.querySelector('.apply-submit'));
  await settle();
  expect(posted('/store/apply/')[1]).toEqual({
    name: '稳健理财小店', introduction: '专注低波动的固收加组合，每月复盘一次。', avatar: 'https://img.example.com/a.png', qualification_no: 'S0100619010001', agreement: true,
  });
  expect(toasts()).toContain('申请已提交，请等待审核');
  expect(opened()).toEqual(['/store/apply/index']);
});
