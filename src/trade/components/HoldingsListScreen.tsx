import { View } from '@tarojs/components';
import { HOLDINGS_TEXTS as T } from '@fund/core/assets';
import { navigate, usePullDownRefresh } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { usePagedList } from '@/hooks/usePagedList';
import { holdings } from '../../services/trade-record-services';
import type { HoldingSource } from '../services/holding-sources';
import { HoldingAssetsHeader } from './HoldingAssetsHeader';
import { HoldingRow } from './HoldingRow';
import { TradeListBody } from '../../components/trade/TradeListBody';
import '../../components/trade/trade-ui.css';

/** The held funds of one kind (public or private) under their total worth and income; tapping one opens its detail. */
export function HoldingsListScreen({ source }: { source: HoldingSource }) {
  const assets = useAsync(() => holdings.assets(), []);
  const list = usePagedList(source.list, [source.kind]);
  usePullDownRefresh(() => void assets.reload());
  const block = assets.data ? source.block(assets.data) : undefined;
  const emptyText = source.kind === 'fund' ? T.emptyHoldings : T.emptyPrivateHoldings;
  return (
    <View className={`holdings-page holdings-${source.kind}`}>
      <HoldingAssetsHeader block={block} />
      <TradeListBody list={list} emptyText={emptyText}>
        {list.items.map((holding) => (
          <HoldingRow key={holding.fund.id} holding={holding} onOpen={(h) => void navigate(`${source.base}/${h.fund.id}/`)} />
        ))}
      </TradeListBody>
    </View>
  );
}
