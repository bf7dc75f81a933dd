import { View, Text } from '@tarojs/components';
import { COIN_TEXTS, coinsApi, type CoinChangeV2 } from '@fund/core/promotion';
import { apiClient } from '@/services/api-client';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedListBody } from '@/components/PagedListBody';
import { EmptyView } from '@/components/StatusViews';
import { largeTextPage } from '@/platform';
import '../campaign-parts/campaign-frame.css';

const coins = coinsApi(apiClient);

/** Every change of the coin balance, newest first, with the balance after it. */
function CoinsHistoryPage() {
  const list = usePagedList<CoinChangeV2>((page, page_size) => coins.history({ query: { page, page_size } }), []);
  return (
    <View className="campaign">
      <PagedListBody list={{ ...list, empty: false }}>
        {list.empty ? <EmptyView text={COIN_TEXTS.emptyHistory} /> : null}
        {list.items.map((c) => (
          <View key={c.id} className="campaign-record">
            <Text className="campaign-record-name">{c.memo}</Text>
            <Text className={c.coins >= 0 ? 'coins-in' : 'coins-out'}>{c.coins >= 0 ? `+${c.coins}` : String(c.coins)}</Text>
            <Text className="campaign-record-status">{String(c.balance)}</Text>
          </View>
        ))}
      </PagedListBody>
    </View>
  );
}

export default largeTextPage(CoinsHistoryPage);
