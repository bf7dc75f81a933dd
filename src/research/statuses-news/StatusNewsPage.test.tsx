import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, firePageEvent, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { page } from '../../../tests/app/fixtures/fund-rows';
import { feedStatus } from '../../../tests/app/fixtures/statuses';
import StatusNewsPage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const video = (id: number) => feedStatus(id, { title: `演示视频${id}`, content_type: 'video', medias: [{ media_type: 2, duration: 75, image_md: '' }] });

function lastUrl(): URL {
  const last = calls.filter((c) => c.api === 'request').at(-1);
  return new URL((last?.options as Req).url, 'http://app.test');
}

beforeEach(() => {
  resetTaroFake();
  setRequestHandler(async (options) => {
    const url = new URL((options as Req).url, 'http://app.test');
    const p = Number(url.searchParams.get('page'));
    if (url.searchParams.get('category') === 'video') return ok(page(p === 1 ? Array.from({ length: 8 }, (_, i) => video(i + 1)) : [video(9)], p, 2));
    return ok(page([feedStatus(1), feedStatus(2)]));
  });
});

describe('news and videos', () => {
  it('lists the news timeline with source, Beijing time and views, and opens an article', async () => {
    await act(async () => {
      render(<StatusNewsPage />);
    });
    expect(lastUrl().searchParams.get('category')).toBe('news');
    expect(screen.getAllByText('演示财经 · 2026-11-20 13:41 · 1200阅读')).toHaveLength(2);
    fireEvent.click(screen.getByText('演示资讯2'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/research/statuses-detail/index?id=2' });
  });

  it('lists videos 8 a page and plays one in a modal that leads to its play page', async () => {
    await act(async () => {
      render(<StatusNewsPage />);
    });
    fireEvent.click(screen.getByText('视频'));
    await act(async () => undefined);
    expect(lastUrl().searchParams.get('page_size')).toBe('8');
    expect(screen.getAllByText(/^演示视频\d$/)).toHaveLength(8);
    await act(async () => firePageEvent('reachBottom'));
    expect(screen.getByText('演示视频9')).toBeTruthy();
    fireEvent.click(screen.getByText('演示视频3'));
    expect(screen.getByRole('dialog', { name: '演示视频3' })).toBeTruthy();
    fireEvent.click(screen.getByText('全屏观看'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/research/statuses-media-play/index?id=3&w=900' });
    fireEvent.click(screen.getByText('关闭'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a retry when the timeline fails', async () => {
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await act(async () => {
      render(<StatusNewsPage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
