import { useEffect, useState } from 'react';
import { View, Text, Button } from '@tarojs/components';
import { failureText } from '@fund/core/api';
import { readId } from '@fund/core/portfolio';
import { STORE_PAGE_TEXTS as T, STORE_SCREEN_TEXTS as S, moveItem, type StorePortfolio } from '@fund/core/store';
import { toast, useRouterParams, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { store } from '../store-components/store-services';
import { BUTTON_ROLE } from '@/components/tap-label';
import '../store-components/store.css';

/** /store/portfolios/settings/?store_id=: the owner puts their portfolios in the order the store shows them. */
function StorePortfolioSortPage() {
  const storeId = readId(useRouterParams().store_id);
  const mine = useAsync(() => store.portfoliosMine(), []);
  const [order, setOrder] = useState<StorePortfolio[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (mine.data) setOrder(mine.data);
  }, [mine.data]);

  if (!mine.data) {
    return mine.status === 'error' ? <ErrorView text={mine.error} onRetry={() => void mine.reload()} retryable={mine.retryable} /> : <LoadingView />;
  }
  const save = async () => {
    const id = storeId ?? order[0]?.store_id;
    if (id === undefined || busy) return;
    setBusy(true);
    try {
      toast((await store.sortPortfolios({ body: { store_id: id, portfolio_ids: order.map((p) => p.id) } })).detail);
    } catch (err) {
      toast(failureText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <View className="st-page store-sort">
      <View className="st-section">
        {order.length === 0 ? <EmptyView text={S.emptyPortfolios} /> : null}
        {order.map((p, i) => (
          <View key={p.id} className="st-row sort-row">
            <Text className="st-row-main">{p.name}</Text>
            <View className="st-chips">
              <Text {...BUTTON_ROLE} className="st-chip sort-up tap" onClick={() => setOrder((o) => moveItem(o, i, -1))}>{T.moveUp}</Text>
              <Text {...BUTTON_ROLE} className="st-chip sort-down tap" onClick={() => setOrder((o) => moveItem(o, i, 1))}>{T.moveDown}</Text>
            </View>
          </View>
        ))}
      </View>
      {order.length > 0 ? (
        <Button className="st-button sort-save" disabled={busy} onClick={() => void save()}>
          {T.save}
        </Button>
      ) : null}
    </View>
  );
}

export default largeTextPage(StorePortfolioSortPage);
