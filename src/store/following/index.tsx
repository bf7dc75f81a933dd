import { View, Text } from '@tarojs/components';
import { STORE_SCREEN_TEXTS as S, STORE_URLS, type StoreRow } from '@fund/core/store';
import { navigate, largeTextPage } from '@/platform';
import { usePagedList } from '@/hooks/usePagedList';
import { TradeListBody } from '@/components/trade/TradeListBody';
import { storeExtras } from '../store-components/store-services';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import '../store-components/store.css';

/** /store/following/: the stores the user follows, latest first, paged. */
function FollowingStoresPage() {
  const list = usePagedList<StoreRow>((page, page_size) => storeExtras.following({ query: { page, page_size } }), []);
  return (
    <View className="st-page following-stores">
      <View className="st-section">
        <TradeListBody list={list} emptyText={S.emptyFollowing}>
          {list.items.map((s) => (
            <View {...tapLabel(ACCESSIBILITY_TEXTS.open(s.name))} key={s.id} className="st-row following-store tap" onClick={() => void navigate(STORE_URLS.store(s.id))}>
              <View className="st-row-main">
                <Text>{s.name}</Text>
                <Text className="st-muted">{s.user.username}</Text>
              </View>
              <View className="st-row-side">
                <Text className="st-muted">{`${S.followers} ${s.likes_count} · ${S.portfolios} ${s.portfolios_count}`}</Text>
              </View>
            </View>
          ))}
        </TradeListBody>
      </View>
    </View>
  );
}

export default largeTextPage(FollowingStoresPage);
