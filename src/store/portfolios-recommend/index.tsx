import { View } from '@tarojs/components';
import { STORE_SCREEN_TEXTS as S, STORE_URLS, type StorePortfolio } from '@fund/core/store';
import { navigate, largeTextPage } from '@/platform';
import { usePagedList } from '@/hooks/usePagedList';
import { TradeListBody } from '@/components/trade/TradeListBody';
import { StorePortfolioRow } from '../store-components/StorePortfolioRow';
import { store } from '../store-components/store-services';
import '../store-components/store.css';

/** /store/portfolios/recommend/: tradable store portfolios, most followed first, paged. */
function RecommendedStorePortfoliosPage() {
  const list = usePagedList<StorePortfolio>((page, page_size) => store.portfoliosRecommend({ query: { page, page_size } }), []);
  return (
    <View className="st-page store-recommend">
      <View className="st-section">
        <TradeListBody list={list} emptyText={S.emptyRecommend}>
          {list.items.map((p) => (
            <StorePortfolioRow key={p.id} portfolio={p} onOpen={() => void navigate(STORE_URLS.portfolio(p.id, p.store_id))} />
          ))}
        </TradeListBody>
      </View>
      <View className="st-note">{S.compliance}</View>
    </View>
  );
}

export default largeTextPage(RecommendedStorePortfoliosPage);
