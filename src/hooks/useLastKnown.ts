import { useEffect } from 'react';
import { isNetworkFailure } from '@fund/core/api';
import { lastKnownStamp, readLastKnown, saveLastKnown, type LastKnownPage } from '@fund/core/storage';
import type { PageResponse } from '@fund/core/pager';
import { storage } from '@/platform';
import type { AsyncState } from './useAsync';

export interface LastKnownView<T> {
  data: T | null;
  /** Set when the data is the copy from an earlier visit: what the offline banner says. */
  stamp: string | null;
}

/**
 * A money page's answer, kept on the device when it arrives; when the network fails before any answer,
 * the kept copy with its stamp. Any other failure (401, 404, 5xx) is not covered by a copy.
 */
export function useLastKnown<T>(page: LastKnownPage, state: AsyncState<T>, isShape: (x: unknown) => x is T): LastKnownView<T> {
  useEffect(() => {
    if (state.status === 'ready') saveLastKnown(storage, page, state.data, Date.now());
  }, [page, state.status, state.data]);
  if (state.data !== null) return { data: state.data, stamp: null };
  if (state.status !== 'error' || state.network !== true) return { data: null, stamp: null };
  const copy = readLastKnown(storage, page);
  return copy !== null && isShape(copy.data) ? { data: copy.data, stamp: lastKnownStamp(copy.savedAt) } : { data: null, stamp: null };
}

const isPage = (x: unknown): x is PageResponse<unknown> => typeof x === 'object' && x !== null && Array.isArray((x as { results?: unknown }).results);

/**
 * A paged list's fetch whose first page is kept on the device and stands in, stamped, when the network
 * fails; later pages are never made up. `onStamp` hears the stamp (null once the network answers again).
 */
export function withLastKnownFirstPage<T>(
  page: LastKnownPage,
  fetchPage: (page: number, pageSize: number) => Promise<PageResponse<T>>,
  onStamp: (stamp: string | null) => void,
): (page: number, pageSize: number) => Promise<PageResponse<T>> {
  return async (n, size) => {
    try {
      const answer = await fetchPage(n, size);
      if (n === 1) {
        saveLastKnown(storage, page, answer, Date.now());
        onStamp(null);
      }
      return answer;
    } catch (err) {
      const copy = n === 1 && isNetworkFailure(err) ? readLastKnown(storage, page) : null;
      if (copy === null || !isPage(copy.data)) {
        if (n === 1) onStamp(null); // the error view stands alone, not under another tab's stamp
        throw err;
      }
      onStamp(lastKnownStamp(copy.savedAt));
      return copy.data as PageResponse<T>;
    }
  };
}
