import { View } from '@tarojs/components';
import { HOLDINGS_TEXTS as T } from '@fund/core/assets';
import { navigate, usePullDownRefresh } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { usePagedList } from '@/hooks/usePagedList';
import { holdings, insights } from '../../services/trade-record-services';
import type { HoldingSource } from '../services/holding-sources';
import { HoldingAssetsHeader } from './HoldingAssetsHeader';
import { HoldingRow } from './HoldingRow';
import { TradeListBody } from '../../components/trade/TradeListBody';
import '../../components/trade/trade-ui.css';

/** The held funds of one kind (public or private) under their total worth and income; tapping one opens its detail. */
export function HoldingsListScreen({ source }: { source: HoldingSource }) {
  const assets = useAsync(() => holdings.assets(), []);
  const list = usePagedList(source.list, [source.kind]);
  // Each public fund's NAV status for today (已更新 / 待更新 / QDII T+2); private funds are not sold here.
  const status = useAsync(() => (source.kind === 'fund' ? insights.navStatus() : Promise.resolve(null)), [source.kind]);
  usePullDownRefresh(() => {
    void assets.reload();
    void status.reload();
  });
  const statusOf = new Map((status.data?.items ?? []).map((item) => [item.fund_id, item]));
  const block = assets.data ? source.block(assets.data) : undefined;
  const emptyText = source.kind === 'fund' ? T.emptyHoldings : T.emptyPrivateHoldings;
  return (
    <View className={`holdings-page holdings-${source.kind}`}>
      <HoldingAssetsHeader block={block} />
      <TradeListBody list={list} emptyText={emptyText}>
        {list.items.map((holding) => (
          <HoldingRow key={holding.fund.id} holding={holding} navStatus={statusOf.get(holding.fund.id)} onOpen={(h) => void navigate(`${source.base}/${h.fund.id}/`)} />
        ))}
      </TradeListBody>
    </View>
  );
}
