import { View } from '@tarojs/components';
import { CALL_DEFAULTS } from '@fund/core/pager';
import { FollowingList } from '../components/FollowingList';
import { largeTextPage } from '@/platform';

function FollowingStocksPage() {
  return (
    <View className="following-page">
      <FollowingList selfUrl="/symbols/following/stocks" symbolType={CALL_DEFAULTS.followingMixedSymbolTypes.join(',')} figure={(r) => r.current} />
    </View>
  );
}

export default largeTextPage(FollowingStocksPage);
