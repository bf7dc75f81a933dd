import type { ReactNode } from 'react';
import type { PagedList } from '@/hooks/usePagedList';
import { EmptyView, ErrorView, ListFooter, LoadingView } from '@/components/StatusViews';

/** The states of a paged list around its rows: loading, failure with retry, empty, the footer. */
export function PagedListBody<T>({ list, children }: { list: PagedList<T>; children: ReactNode }) {
  return (
    <>
      {list.loading && list.items.length === 0 ? <LoadingView /> : null}
      {list.error && list.items.length === 0 ? <ErrorView text={list.error} onRetry={() => void list.refresh()} retryable={list.retryable} /> : null}
      {list.empty ? <EmptyView /> : null}
      {children}
      {list.items.length > 0 ? (
        <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} error={list.error} onRetry={() => void list.next()} />
      ) : null}
    </>
  );
}
