import { View } from '@tarojs/components';
import { CALL_DEFAULTS } from '@fund/core/pager';
import { FollowingList } from '../components/FollowingList';
import { largeTextPage } from '@/platform';

function FollowingFundsPage() {
  return (
    <View className="following-page">
      <FollowingList selfUrl="/symbols/following/funds" symbolType={String(CALL_DEFAULTS.followingFunds.symbol_type)} figure={(r) => r.net_value} />
    </View>
  );
}

export default largeTextPage(FollowingFundsPage);
