import { screen } from '@testing-library/react';
import { answerNextModal } from '../../../tests/jest/taro-fake';
import { ok, opened, settle, tap } from '../../../tests/app/fixtures/portfolio-harness';
import { failed, routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import { pageOf } from '../../../tests/app/fixtures/held-portfolios';
import { storeDetail, storePortfolio, renderRouted } from '../../../tests/app/fixtures/store';
import Page from '.';

type Routes = Parameters<typeof routeRequests>[0];
let seen: SeenRequest[] = [];

async function renderPage(routes: Routes, params: Record<string, string> = {}) {
  seen = await renderRouted(<Page />, routes, params);
}
const posted = (path: string) => seen.filter((r) => r.method !== 'GET' && r.path === path).map((r) => r.body);

const post = (id: number, userId: number, text: string, extra: object = {}) => ({
  id, title: '', source: '', tendency: 0, fund_managers: [], views_count: 0, medias: [], publish_at: '2026-11-20T02:30:00.000Z',
  user: { id: userId, username: userId === 7 ? '稳健老王' : '路人' }, content_type: 'user', symbols: [], portfolios: [], text, liked: false, likes_count: 1, ...extra,
});

const routes: Routes = {
  'GET /statuses/store_timeline/': () => ok(pageOf([post(1, 7, '本周调仓：降低权益仓位。', { portfolios: [storePortfolio(31, '固收加一号')] })])),
  'GET /store/mine/': () => ok(storeDetail({ is_owner: true })),
  'POST /statuses/likes/like/': () => ok({ detail: '点赞成功' }),
  'DELETE /statuses/1/': () => ok({ detail: '删除成功' }),
};

it("shows the store's posts with their portfolio, likes one, and lets the owner delete and post", async () => {
  await renderPage(routes, { store_id: '5' });
  expect(seen.find((r) => r.path === '/statuses/store_timeline/')?.query.get('store_id')).toBe('5');
  expect(screen.getByText('固收加一号')).toBeTruthy();
  await tap(document.querySelector('.timeline-like'));
  await settle();
  expect(posted('/statuses/likes/like/')).toEqual([{ status: 1 }]);
  expect(document.querySelector('.timeline-like')?.textContent).toBe('赞 2');
  answerNextModal(true);
  await tap(document.querySelector('.timeline-delete'));
  await settle();
  expect(seen.some((r) => r.method === 'DELETE' && r.path === '/statuses/1/')).toBe(true);
  await tap(document.querySelector('.timeline-new'));
  expect(opened()).toEqual(['/store/timeline-create/index']);
});

it("gives a visitor no delete and no post button; a portfolio's timeline asks by portfolio", async () => {
  await renderPage({ ...routes, 'GET /store/mine/': () => failed(404, { errors: { detail: ['你还没有开通主理人小店'] } }), 'GET /statuses/portfolio_timeline/': () => ok(pageOf([])) }, { portfolio_id: '31' });
  expect(seen.find((r) => r.path === '/statuses/portfolio_timeline/')?.query.get('portfolio_id')).toBe('31');
  expect(screen.getByText('还没有动态')).toBeTruthy();
  expect(document.querySelector('.timeline-new')).toBeNull();
  await renderPage({ ...routes, 'GET /store/mine/': () => failed(404, { errors: { detail: ['你还没有开通主理人小店'] } }) }, { store_id: '5' });
  expect(document.querySelector('.timeline-delete')).toBeNull();
});
