import { View } from '@tarojs/components';
import { useRouterParams, largeTextPage } from '@/platform';
import { SectorFunds } from '../components/SectorFunds';
import '../components/market.css';

/** /symbols/sectors/{id}/?sort=: a sector with its funds in the chosen order. */
function SectorDetailPage() {
  const { id = '', sort } = useRouterParams();
  return (
    <View className="mk-page">
      <SectorFunds id={id} initialSort={sort} />
    </View>
  );
}

export default largeTextPage(SectorDetailPage);
