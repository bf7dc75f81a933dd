import fc from 'fast-check';
import type { PageResponse, PagerState } from './pager-state';
import {
  PAGER_PAGE_SIZE,
  bindPage,
  canGoNext,
  canGoPrevious,
  createPagerState,
  isPagerEmpty,
  isPagerLoading,
  requestFirstPage,
  requestNextPage,
  requestPreviousPage,
} from './pager-state';

/** A fake server holding `total` numbered rows. */
function serve(total: number, size: number, page: number): PageResponse<number> {
  const totalPage = Math.ceil(total / size);
  const start = (page - 1) * size;
  const results = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => start + i);
  return { current_page: page, total_page: totalPage, total_count: total, results };
}

describe('pager', () => {
  it('starts at page 1, size 20, with no results and not loading', () => {
    const s = createPagerState<number>();
    expect(PAGER_PAGE_SIZE).toBe(20);
    expect([s.page, s.page_size, s.results, s.isLastPage, isPagerLoading(s)]).toEqual([1, 20, [], false, false]);
  });

  it('refuses previous on page 1', () => {
    const s = bindPage(requestFirstPage(createPagerState<number>()).state, serve(50, 20, 1));
    expect(canGoPrevious(s)).toBe(false);
    expect(requestPreviousPage(s)).toBeNull();
  });

  it('refuses next on the last page', () => {
    let s = createPagerState<number>();
    s = bindPage(requestFirstPage(s).state, serve(30, 20, 1));
    const next = requestNextPage(s);
    expect(next?.page).toBe(2);
    s = bindPage(next?.state ?? s, serve(30, 20, 2));
    expect(s.isLastPage).toBe(true);
    expect(canGoNext(s)).toBe(false);
    expect(requestNextPage(s)).toBeNull();
  });

  it('flags the last page when current_page equals total_page', () => {
    const s = bindPage(createPagerState<number>(), serve(20, 20, 1));
    expect(s.isLastPage).toBe(true);
    expect(bindPage(createPagerState<number>(), serve(21, 20, 1)).isLastPage).toBe(false);
  });

  it('treats an empty list as the last page and reports it empty', () => {
    const s = bindPage(requestFirstPage(createPagerState<number>()).state, serve(0, 20, 1));
    expect(s.isLastPage).toBe(true);
    expect(isPagerEmpty(s)).toBe(true);
    expect(isPagerEmpty(createPagerState<number>())).toBe(false);
  });

  it('replaces the results with page 1 and appends later pages', () => {
    let s = createPagerState<number>(2);
    s = bindPage(s, serve(5, 2, 1));
    s = bindPage(s, serve(5, 2, 2));
    expect(s.results).toEqual([0, 1, 2, 3]);
    expect([s.page, s.total_page, s.total_count]).toEqual([2, 3, 5]);
    s = bindPage(requestFirstPage(s).state, serve(5, 2, 1));
    expect(s.results).toEqual([0, 1]);
  });

  it('is loading while the page after the last received is requested', () => {
    let s = createPagerState<number>();
    s = requestFirstPage(s).state;
    expect(isPagerLoading(s)).toBe(true);
    s = bindPage(s, serve(100, 20, 1));
    expect(isPagerLoading(s)).toBe(false);
    s = requestNextPage(s)?.state ?? s;
    expect(isPagerLoading(s)).toBe(true);
    s = bindPage(s, serve(100, 20, 2));
    expect(isPagerLoading(s)).toBe(false);
  });

  it('asks for page 1 on next when nothing has been loaded', () => {
    expect(requestNextPage(createPagerState<number>())?.page).toBe(1);
  });

  it('goes back one page from a later page', () => {
    let s = createPagerState<number>();
    s = bindPage(s, serve(100, 20, 1));
    s = bindPage(s, serve(100, 20, 2));
    expect(requestPreviousPage(s)?.page).toBe(1);
  });

  it('does not mutate the state it is given', () => {
    const s = bindPage(createPagerState<number>(), serve(100, 20, 1));
    const copy = JSON.parse(JSON.stringify(s)) as PagerState<number>;
    requestNextPage(s);
    bindPage(s, serve(100, 20, 2));
    expect(s).toEqual(copy);
  });

  type Op = 'next' | 'prev' | 'first' | 'answer';
  const ops = fc.array(fc.constantFrom<Op>('next', 'prev', 'first', 'answer'), { maxLength: 60 });

  it('keeps its invariants over any sequence of next, previous, refresh and answers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 1, max: 25 }), ops, (total, size, sequence) => {
        let s = createPagerState<number>(size);
        let pending: number | null = null;
        for (const op of sequence) {
          if (op === 'answer') {
            if (pending !== null) s = bindPage(s, serve(total, size, pending));
            pending = null;
          } else {
            const before = s;
            const req = op === 'next' ? requestNextPage(s) : op === 'prev' ? requestPreviousPage(s) : requestFirstPage(s);
            if (op === 'next') expect(req === null).toBe(before.isLastPage);
            if (op === 'prev') expect(req === null).toBe(before.page === 1);
            if (req) {
              s = req.state;
              pending = req.page;
              expect(s.lastRequestedPage).toBe(req.page);
            }
          }
          const totalPage = Math.ceil(total / size);
          expect(s.page).toBeGreaterThanOrEqual(1);
          expect(s.page).toBeLessThanOrEqual(Math.max(totalPage, 1));
          expect(isPagerLoading(s)).toBe(s.lastRequestedPage === s.lastReceivedPage + 1);
          if (s.lastReceivedPage > 0) expect(s.isLastPage).toBe(s.page >= totalPage);
        }
      }),
    );
  });

  it('holds exactly the rows of pages 1..n after reading forward', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 12 }), (total, size, reads) => {
        let s = createPagerState<number>(size);
        for (let i = 0; i < reads; i += 1) {
          const req = requestNextPage(s);
          if (!req) break;
          s = bindPage(req.state, serve(total, size, req.page));
        }
        expect(s.results).toEqual(Array.from({ length: Math.min(total, s.page * size) }, (_, i) => i));
      }),
    );
  });
});
