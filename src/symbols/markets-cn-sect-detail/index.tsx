import { View } from '@tarojs/components';
import { useRouterParams, largeTextPage } from '@/platform';
import { SectorFunds } from '../components/SectorFunds';
import '../components/market.css';

/** /symbols/markets/cn/sect/{id}/: a sector of the market overview with its funds. */
function MarketsCnSectDetailPage() {
  const id = useRouterParams().id ?? '';
  return (
    <View className="mk-page">
      <SectorFunds id={id} />
    </View>
  );
}

export default largeTextPage(MarketsCnSectDetailPage);
