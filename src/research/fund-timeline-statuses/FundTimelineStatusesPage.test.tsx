import { act, fireEvent, render, screen } from '@testing-library/react';
import { firePageEvent, resetTaroFake, setRouterParams } from '../../../tests/jest/taro-fake';
import { answerPaths, navigatedUrls, requestedUrls } from '../../../tests/app/fixtures/market-requests';
import Page from '.';

const status = (id: number, title: string) => ({
  id, title, source: '演示财经', tendency: 0, fund_managers: [], views_count: 3, medias: [], publish_at: '2026-11-20T02:30:00.000Z',
  user: { id: 1, username: 'demo' }, content_type: 'news', symbols: [], portfolios: [], text: '一段没有标题的动态正文',
});

beforeEach(() => {
  resetTaroFake();
  answerPaths({
    '/api/v1/statuses/symbol_timeline/': (url: URL) => {
      const page = Number(url.searchParams.get('page'));
      const results = page === 1 ? Array.from({ length: 10 }, (_, i) => status(i + 1, i === 0 ? '' : `动态${i + 1}`)) : [status(11, '动态11')];
      return { current_page: page, total_count: 11, total_page: 2, results };
    },
  });
});

async function renderPage() {
  await act(async () => {
    render(<Page />);
  });
}

it("pages through the symbol's statuses with source and Beijing time, and opens one", async () => {
  setRouterParams({ symbol: '000007' });
  await renderPage();
  expect(requestedUrls()[0]).toContain('symbol=000007');
  expect(screen.getByText('一段没有标题的动态正文')).toBeTruthy();
  expect(screen.getAllByText('演示财经 · 2026-11-20 10:30')).toHaveLength(10);
  await act(async () => firePageEvent('reachBottom'));
  expect(screen.getByText('动态11')).toBeTruthy();
  fireEvent.click(screen.getByText('动态2'));
  await act(async () => undefined);
  expect(navigatedUrls()).toEqual(['/research/statuses-detail/index?id=2']);
});

it('passes the content type on', async () => {
  setRouterParams({ symbol: '000007', content_type: 'video' });
  await renderPage();
  expect(requestedUrls()[0]).toContain('content_type=video');
});
