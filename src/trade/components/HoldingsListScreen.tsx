import { useState } from 'react';
import { View } from '@tarojs/components';
import { HOLDINGS_TEXTS as T, isAssetsTotal } from '@fund/core/assets';
import { navigate, usePullDownRefresh } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { useResource } from '@/stores/useResource';
import { assetsStore } from '@/stores/assets-store';
import { usePagedList } from '@/hooks/usePagedList';
import { useLastKnown, withLastKnownFirstPage } from '@/hooks/useLastKnown';
import { OfflineBanner } from '@/components/OfflineBanner';
import { insights } from '../../services/trade-record-services';
import type { HoldingSource } from '../services/holding-sources';
import { HoldingAssetsHeader } from './HoldingAssetsHeader';
import { HoldingRow } from './HoldingRow';
import { TradeListBody } from '../../components/trade/TradeListBody';
import '../../components/trade/trade-ui.css';

/** The held funds of one kind (public or private) under their total worth and income; tapping one opens its detail. */
export function HoldingsListScreen({ source }: { source: HoldingSource }) {
  const assets = useResource(assetsStore);
  // Offline, the public funds' totals and first page of the last visit stand in, stamped.
  const [listStamp, setListStamp] = useState<string | null>(null);
  const shownAssets = useLastKnown('assets', assets, isAssetsTotal);
  const list = usePagedList(source.kind === 'fund' ? withLastKnownFirstPage('fund_holdings', source.list, setListStamp) : source.list, [source.kind]);
  // Each public fund's NAV status for today (已更新 / 待更新 / QDII T+2); private funds are not sold here.
  const status = useAsync(() => (source.kind === 'fund' ? insights.navStatus() : Promise.resolve(null)), [source.kind]);
  usePullDownRefresh(() => {
    void assets.reload();
    void status.reload();
  });
  const statusOf = new Map((status.data?.items ?? []).map((item) => [item.fund_id, item]));
  const block = shownAssets.data ? source.block(shownAssets.data) : undefined;
  const emptyText = source.kind === 'fund' ? T.emptyHoldings : T.emptyPrivateHoldings;
  return (
    <View className={`holdings-page holdings-${source.kind}`}>
      <OfflineBanner stamp={listStamp ?? shownAssets.stamp} />
      <HoldingAssetsHeader block={block} />
      <TradeListBody list={list} emptyText={emptyText}>
        {list.items.map((holding) => (
          <HoldingRow key={holding.fund.id} holding={holding} navStatus={statusOf.get(holding.fund.id)} onOpen={(h) => void navigate(`${source.base}/${h.fund.id}/`)} />
        ))}
      </TradeListBody>
    </View>
  );
}
