import type { ReactNode } from 'react';
import type { PagedList } from '@/hooks/usePagedList';
import { EmptyView } from '@/components/StatusViews';
import { PagedListBody } from '@/components/PagedListBody';

/** PagedListBody with the screen's own empty text (暂无持仓, 暂无交易记录 ...). */
export function TradeListBody<T>({ list, emptyText, children }: { list: PagedList<T>; emptyText: string; children: ReactNode }) {
  return (
    <>
      <PagedListBody list={{ ...list, empty: false }}>{children}</PagedListBody>
      {list.empty ? <EmptyView text={emptyText} /> : null}
    </>
  );
}
