import { act, render, screen } from '@testing-library/react';
import { resetTaroFake, setRequestHandler, setRouterParams, firePageEvent, shareCard } from '../../../tests/jest/taro-fake';
import { ok, opened, settle, tap } from '../../../tests/app/fixtures/portfolio-harness';
import { failed, routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import { storeDetail, toasts } from '../../../tests/app/fixtures/store';
import Page from '.';

let seen: SeenRequest[];
let liked: boolean;

beforeEach(() => {
  resetTaroFake();
  seen = [];
  liked = false;
  setRouterParams({ id: '5' });
});

async function renderPage(routes: Parameters<typeof routeRequests>[0] = {}) {
  setRequestHandler(
    routeRequests(
      {
        'GET /store/5/': () => ok(storeDetail({ liked, likes_count: liked ? 13 : 12 })),
        'POST /store/likes/like/': () => {
          liked = true;
          return ok({ detail: '关注成功' });
        },
        'POST /store/likes/unlike/': () => {
          liked = false;
          return ok({ detail: '已取消关注' });
        },
        ...routes,
      },
      seen,
    ),
  );
  await act(async () => {
    render(<Page />);
  });
  await settle();
}

it('shows the owner, introduction, followers, their assets and the portfolios with yield, and the compliance note', async () => {
  await renderPage();
  expect(screen.getByText('稳健理财小店')).toBeTruthy();
  expect(screen.getByText('主理人：稳健老王')).toBeTruthy();
  expect(document.querySelector('.store-assets')?.textContent).toBe('1,234.50元');
  expect(document.querySelector('.store-likes')?.textContent).toBe('12');
  expect(screen.getByText('+8.76%')).toBeTruthy();
  expect(screen.getByText('-1.20%')).toBeTruthy();
  expect(screen.getByText('成立以来')).toBeTruthy();
  expect(screen.getByText('组合过往业绩不预示未来表现，不构成投资建议')).toBeTruthy();
  await tap(screen.getByText('固收加一号'));
  expect(opened()).toEqual(['/portfolio/portfolio-detail/index?id=31&store_id=5']);
});

it('shares the store by its name, opening the same store page', async () => {
  await renderPage();
  expect(shareCard()).toEqual({ title: '稳健理财小店', path: '/store/detail/index?id=5' });
});

it('follows and unfollows the store', async () => {
  await renderPage();
  await tap(document.querySelector('.store-follow'));
  await settle();
  expect(seen.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([['/store/likes/like/', { store: 5 }]]);
  expect(toasts()).toContain('关注成功');
  expect(document.querySelector('.store-follow')?.textContent).toBe('已关注');
  expect(document.querySelector('.store-likes')?.textContent).toBe('13');
});

it('gives the owner the owner links instead of the follow button', async () => {
  await renderPage({ 'GET /store/5/': () => ok(storeDetail({ is_owner: true })) });
  expect(document.querySelector('.store-follow')).toBeNull();
  await tap(screen.getByText('小店设置'));
  await tap(screen.getByText('固收加一号'));
  expect(opened()).toEqual(['/store/settings/index', '/store/portfolios-manage/index?id=31']);
});

it('says a missing store plainly and reloads on pull-down', async () => {
  await renderPage({ 'GET /store/5/': () => failed(404, { errors: { detail: ['请求的数据不存在'] } }) });
  expect(screen.getByText('请求的数据不存在')).toBeTruthy();
  const before = seen.length;
  await act(async () => firePageEvent('pullDownRefresh'));
  await settle();
  expect(seen.length).toBeGreaterThan(before);
});
