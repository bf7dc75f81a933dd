import type { ReactNode } from 'react';
import { stopPullDownRefresh, usePullDownRefresh } from '@/platform';
import { useAsync, type AsyncState } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';

export type Loaded<T> = AsyncState<T> & { reload: () => Promise<void> };

/** One answer for a whole screen: loaded on mount and again on pull-down. */
export function useScreenData<T>(load: () => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  const state = useAsync(load, deps);
  usePullDownRefresh(() => {
    void state.reload().finally(stopPullDownRefresh);
  });
  return state;
}

export interface AsyncBodyProps<T> {
  state: Loaded<T>;
  /** Nothing to show in this answer: the empty view. */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
}

/** Loading, failure with retry, empty, or the content of a loaded answer (kept while reloading). */
export function AsyncBody<T>({ state, isEmpty, emptyText, children }: AsyncBodyProps<T>) {
  if (state.data === null) {
    return state.status === 'error' ? <ErrorView text={state.error} onRetry={() => void state.reload()} retryable={state.retryable} /> : <LoadingView />;
  }
  if (isEmpty?.(state.data)) return <EmptyView text={emptyText} />;
  return <>{children(state.data)}</>;
}
