import { act, render, screen } from '@testing-library/react';
import type { PageResponse } from '@fund/core/pager';
import { firePageEvent, resetTaroFake } from '../../tests/jest/taro-fake';
import { usePagedList, type FetchPage } from './usePagedList';

beforeEach(() => resetTaroFake());

type Row = { id: number };

/** A fake server of `total` rows, answering when the test says so. */
function fakeServer(total: number) {
  const pending: Array<{ page: number; size: number; serial: number; resolve: (r: PageResponse<Row>) => void; reject: (e: unknown) => void }> = [];
  let serial = 0;
  const fetchPage: FetchPage<Row> = (page, size) =>
    new Promise((resolve, reject) => {
      serial += 1;
      pending.push({ page, size, serial, resolve, reject });
    });
  // `tagged` answers say which request produced them: ids serial*100 + row number.
  const answer = async (index = 0, tagged = false) => {
    const req = pending.splice(index, 1)[0];
    if (!req) throw new Error('no pending request');
    const start = (req.page - 1) * req.size;
    const base = tagged ? req.serial * 100 : 0;
    const rows = Array.from({ length: Math.max(0, Math.min(req.size, total - start)) }, (_, i) => ({ id: base + start + i + 1 }));
    await act(async () => req.resolve({ current_page: req.page, total_page: Math.ceil(total / req.size), total_count: total, results: rows }));
  };
  const fail = async () => {
    const req = pending.shift();
    await act(async () => req?.reject(new Error('boom')));
  };
  return { fetchPage, pending, answer, fail };
}

function List({ fetchPage, filter }: { fetchPage: FetchPage<Row>; filter: string }) {
  const list = usePagedList(fetchPage, [filter], { pageSize: 2 });
  return (
    <div>
      <span data-testid="ids">{list.items.map((r) => r.id).join(',')}</span>
      <span data-testid="flags">{[list.loading && 'loading', list.loadingMore && 'more', list.empty && 'empty', list.hasMore && 'hasMore', list.error].filter(Boolean).join(' ')}</span>
    </div>
  );
}

const ids = () => screen.getByTestId('ids').textContent;
const flags = () => screen.getByTestId('flags').textContent;

describe('usePagedList', () => {
  it('loads page 1, appends the next page at the bottom, and stops after the last', async () => {
    const server = fakeServer(5);
    render(<List fetchPage={server.fetchPage} filter="all" />);
    expect(flags()).toContain('loading');
    await server.answer();
    expect(ids()).toBe('1,2');
    act(() => firePageEvent('reachBottom'));
    act(() => firePageEvent('reachBottom'));
    expect(server.pending).toHaveLength(1);
    expect(flags()).toContain('more');
    await server.answer();
    expect(ids()).toBe('1,2,3,4');
    act(() => firePageEvent('reachBottom'));
    await server.answer();
    expect(ids()).toBe('1,2,3,4,5');
    expect(flags()).not.toContain('hasMore');
    act(() => firePageEvent('reachBottom'));
    expect(server.pending).toHaveLength(0);
  });

  it('replaces the items on pull-down refresh', async () => {
    const server = fakeServer(5);
    render(<List fetchPage={server.fetchPage} filter="all" />);
    await server.answer();
    act(() => firePageEvent('reachBottom'));
    await server.answer();
    act(() => firePageEvent('pullDownRefresh'));
    expect(server.pending[0]?.page).toBe(1);
    await server.answer();
    expect(ids()).toBe('1,2');
  });

  it('shows the empty state for a list with nothing in it', async () => {
    const server = fakeServer(0);
    render(<List fetchPage={server.fetchPage} filter="all" />);
    await server.answer();
    expect(flags()).toBe('empty');
  });

  it('turns a failure into the catalogue text and keeps what was loaded', async () => {
    const server = fakeServer(5);
    render(<List fetchPage={server.fetchPage} filter="all" />);
    await server.answer();
    act(() => firePageEvent('reachBottom'));
    await server.fail();
    expect(ids()).toBe('1,2');
    expect(flags()).toContain('数据请求失败，请稍后重试');
  });

  it('starts over when the filter changes and drops the answer of the old filter', async () => {
    const server = fakeServer(5);
    const { rerender } = render(<List fetchPage={server.fetchPage} filter="all" />);
    rerender(<List fetchPage={server.fetchPage} filter="bond" />);
    expect(server.pending).toHaveLength(2);
    await server.answer(1, true);
    expect(ids()).toBe('201,202');
    await server.answer(0, true);
    expect(ids()).toBe('201,202');
    expect(flags()).toBe('hasMore');
  });
});

describe('usePagedList with a cached first page', () => {
  function CachedList({ answers }: { answers: Array<{ source: 'cache' | 'network'; ids: number[]; changed: boolean }> }) {
    const list = usePagedList<Row>(
      async () => {
        throw new Error('page 1 must come from the cached iterator');
      },
      [],
      {
        pageSize: 2,
        cachedFirstPage: async function* () {
          for (const a of answers) {
            yield { source: a.source, changed: a.changed, data: { current_page: 1, total_page: 1, total_count: a.ids.length, results: a.ids.map((id) => ({ id })) } };
          }
        },
      },
    );
    return <span data-testid="state">{`${list.items.map((r) => r.id).join(',')}|${list.updated ? 'updated' : ''}`}</span>;
  }

  it('shows the stored copy, then the fresh page with the update notice when it changed', async () => {
    await act(async () => {
      render(<CachedList answers={[{ source: 'cache', ids: [1, 2], changed: false }, { source: 'network', ids: [3, 4], changed: true }]} />);
    });
    expect(screen.getByTestId('state').textContent).toBe('3,4|updated');
  });

  it('gives no notice when nothing was stored before', async () => {
    await act(async () => {
      render(<CachedList answers={[{ source: 'network', ids: [5], changed: true }]} />);
    });
    expect(screen.getByTestId('state').textContent).toBe('5|');
  });
});
