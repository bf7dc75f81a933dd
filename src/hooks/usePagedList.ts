import { useCallback, useEffect, useRef, useState } from 'react';
import {
  bindPage,
  createPagerState,
  isPagerEmpty,
  requestFirstPage,
  requestNextPage,
  type PageResponse,
  type PagerState,
} from '@fund/core/pager';
import { failureRetryable, failureText, type CachedAnswer } from '@fund/core/api';
import { stopPullDownRefresh, usePullDownRefresh, useReachBottom } from '@/platform';

export type FetchPage<T> = (page: number, pageSize: number) => Promise<PageResponse<T>>;

export interface PagedListOptions<T> {
  pageSize?: number;
  /** Page 1 from the stored copy first, then from the network (the spec's cached lists). */
  cachedFirstPage?: (pageSize: number) => AsyncIterable<CachedAnswer<PageResponse<T>>>;
}

export interface PagedList<T> {
  items: T[];
  /** The first page is on its way (nothing to show yet, or a refresh). */
  loading: boolean;
  /** A later page is on its way: the footer shows 加载中. */
  loadingMore: boolean;
  empty: boolean;
  hasMore: boolean;
  total: number;
  error: string | null;
  /** The catalogue's word on the failure: 重试 can help (network, 5xx), or the list's record is missing (404). */
  retryable: boolean;
  /** The network page 1 replaced a different stored copy: show the update notice. */
  updated: boolean;
  refresh: () => Promise<void>;
  next: () => Promise<void>;
}

/**
 * Core's pager bound to a page: page 1 on mount and whenever `deps` change, the next page at the
 * bottom of the page, page 1 again on pull-down. One request at a time; answers to an older
 * generation (after a filter change or a refresh) are dropped.
 */
export function usePagedList<T>(fetchPage: FetchPage<T>, deps: readonly unknown[], options: PagedListOptions<T> = {}): PagedList<T> {
  const { pageSize } = options;
  const pager = useRef<PagerState<T>>(createPagerState<T>(pageSize));
  const [state, setState] = useState<PagerState<T>>(pager.current);
  const [busy, setBusy] = useState<'first' | 'more' | null>('first');
  const [error, setError] = useState<string | null>(null);
  const [retryable, setRetryable] = useState(true);
  const [updated, setUpdated] = useState(false);
  const generation = useRef(0);
  const inFlight = useRef(false);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const cachedRef = useRef(options.cachedFirstPage);
  cachedRef.current = options.cachedFirstPage;

  const load = useCallback(async (kind: 'first' | 'more') => {
    const bind = (response: PageResponse<T>) => {
      pager.current = bindPage(pager.current, response);
      setState(pager.current);
    };
    const req = kind === 'first' ? requestFirstPage(pager.current) : requestNextPage(pager.current);
    if (req === null) return;
    if (kind === 'first') generation.current += 1;
    else if (inFlight.current) return;
    const mine = generation.current;
    inFlight.current = true;
    pager.current = req.state;
    setBusy(kind);
    setError(null);
    setUpdated(false);
    try {
      const cached = req.page === 1 ? cachedRef.current : undefined;
      if (cached) {
        let shownFromCache = false;
        for await (const answer of cached(pager.current.page_size)) {
          if (mine !== generation.current) return;
          bind(answer.data);
          if (answer.source === 'cache') {
            shownFromCache = true;
            setBusy(null);
          } else if (shownFromCache && answer.changed) setUpdated(true);
        }
      } else {
        const response = await fetchRef.current(req.page, pager.current.page_size);
        if (mine !== generation.current) return;
        bind(response);
      }
    } catch (err) {
      if (mine === generation.current) {
        setError(failureText(err));
        setRetryable(failureRetryable(err));
      }
    } finally {
      if (mine === generation.current) {
        inFlight.current = false;
        setBusy(null);
      }
    }
  }, []);

  const refresh = useCallback(() => load('first'), [load]);
  const next = useCallback(() => load('more'), [load]);

  useEffect(() => {
    pager.current = createPagerState<T>(pageSize);
    setState(pager.current);
    void load('first');
    // The caller's deps (filters) decide when the list starts over; pageSize is fixed for a list's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deps are the caller's (useEffect's contract)
  }, deps);

  usePullDownRefresh(() => {
    void refresh().finally(stopPullDownRefresh);
  });
  useReachBottom(() => {
    void next();
  });

  return {
    items: state.results,
    loading: busy === 'first',
    loadingMore: busy === 'more',
    empty: busy === null && error === null && isPagerEmpty(state),
    hasMore: !state.isLastPage,
    total: state.total_count,
    error,
    retryable: error === null || retryable,
    updated,
    refresh,
    next,
  };
}
