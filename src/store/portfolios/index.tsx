import { View } from '@tarojs/components';
import { readId } from '@fund/core/portfolio';
import { STORE_SCREEN_TEXTS as S, STORE_URLS, type StorePortfolio } from '@fund/core/store';
import { navigate, useRouterParams, largeTextPage } from '@/platform';
import { usePagedList } from '@/hooks/usePagedList';
import { TradeListBody } from '@/components/trade/TradeListBody';
import { StorePortfolioRow } from '../store-components/StorePortfolioRow';
import { store } from '../store-components/store-services';
import '../store-components/store.css';

/** /store/portfolios/?store_id=: a store's portfolios in the owner's order (every store's without store_id), paged. */
function StorePortfoliosPage() {
  const storeId = readId(useRouterParams().store_id);
  const list = usePagedList<StorePortfolio>(
    (page, page_size) => store.portfolios({ query: { page, page_size, ...(storeId === null ? {} : { store_id: storeId }) } }),
    [storeId],
  );
  return (
    <View className="st-page store-portfolios">
      <View className="st-section">
        <TradeListBody list={list} emptyText={S.emptyPortfolios}>
          {list.items.map((p) => (
            <StorePortfolioRow key={p.id} portfolio={p} onOpen={() => void navigate(STORE_URLS.portfolio(p.id, p.store_id))} />
          ))}
        </TradeListBody>
      </View>
      <View className="st-note">{S.compliance}</View>
    </View>
  );
}

export default largeTextPage(StorePortfoliosPage);
