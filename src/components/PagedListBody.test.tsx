import { act, fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '@fund/core/api';
import type { PageResponse } from '@fund/core/pager';
import { calls, resetTaroFake } from '../../tests/jest/taro-fake';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedListBody } from './PagedListBody';
import { MissingIdView } from './trade/MissingIdView';

beforeEach(() => resetTaroFake());

type Row = { id: number };

function List({ fetchPage }: { fetchPage: () => Promise<PageResponse<Row>> }) {
  const list = usePagedList(fetchPage, []);
  return (
    <PagedListBody list={list}>
      {list.items.map((r) => (
        <span key={r.id}>{`row ${r.id}`}</span>
      ))}
    </PagedListBody>
  );
}

async function renderFailing(error: unknown, then?: PageResponse<Row>) {
  const fetchPage = jest.fn<Promise<PageResponse<Row>>, []>().mockRejectedValueOnce(error);
  if (then) fetchPage.mockResolvedValue(then);
  await act(async () => {
    render(<List fetchPage={fetchPage} />);
  });
  return fetchPage;
}

const navigations = () => calls.filter((c) => c.api === 'navigateTo' || c.api === 'reLaunch').map((c) => (c.options as { url: string }).url);

describe('a paged list whose first page fails', () => {
  it("shows a missing record in the server's words with search and home, never 重试", async () => {
    await renderFailing(ApiError.fromErrors(404, { detail: ['组合不存在'] }));
    expect(screen.getByText('组合不存在')).toBeTruthy();
    expect(screen.queryByText('重试')).toBeNull();
    await act(async () => fireEvent.click(screen.getByText('返回首页')));
    expect(navigations()).toEqual(['/pages/index/index']);
  });

  it('offers 重试 for a 5xx, and the retry loads the list', async () => {
    const fetchPage = await renderFailing(new ApiError(503, ''), { current_page: 1, total_page: 1, total_count: 1, results: [{ id: 7 }] });
    expect(screen.queryByText('返回首页')).toBeNull();
    await act(async () => fireEvent.click(screen.getByText('重试')));
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(screen.getByText('row 7')).toBeTruthy();
  });

  it('offers 重试 when the network is down', async () => {
    await renderFailing(new ApiError(-1, 'request:fail'));
    expect(screen.getByText('网络连接失败，请检查网络')).toBeTruthy();
    expect(screen.getByText('重试')).toBeTruthy();
  });
});

describe('a page opened without a usable id', () => {
  it('says so and offers search and home', async () => {
    render(<MissingIdView text="组合不存在" />);
    expect(screen.getByText('组合不存在')).toBeTruthy();
    expect(screen.queryByText('重试')).toBeNull();
    await act(async () => fireEvent.click(screen.getByText('搜索')));
    expect(navigations()).toEqual(['/symbols/search/index']);
  });
});
