import { useState } from 'react';
import { View } from '@tarojs/components';
import { HOLDINGS_TEXTS } from '@fund/core/assets';
import { PAGE_SIZE } from '@fund/core/pager';
import { TRADE_RECORD_TABS, TradeRecordTab, tradeDetailUrl } from '@fund/core/trade';
import { navigate, useRouterParams, largeTextPage } from '@/platform';
import { usePagedList } from '@/hooks/usePagedList';
import { withLastKnownFirstPage } from '@/hooks/useLastKnown';
import { OfflineBanner } from '@/components/OfflineBanner';
import { RecordTabs } from '../components/RecordTabs';
import { TradeListBody } from '../../components/trade/TradeListBody';
import { TradeRecordRow } from '../../components/trade/TradeRecordRow';
import { RECORD_TAB_SOURCES } from '../services/record-tab-sources';

function initialTab(param: string | undefined): TradeRecordTab {
  return TRADE_RECORD_TABS.find((tab) => tab === param) ?? TradeRecordTab.Fund;
}

/** Trade records in four tabs, 10 a page, pull to refresh; a record opens its detail. */
function TradeRecordsPage() {
  const params = useRouterParams();
  const [tab, setTab] = useState<TradeRecordTab>(() => initialTab(params.tab));
  // Offline, each tab's first page of the last visit stands in, stamped; later pages are never made up.
  const [stamp, setStamp] = useState<string | null>(null);
  const list = usePagedList(withLastKnownFirstPage(`trades_${tab}`, RECORD_TAB_SOURCES[tab], setStamp), [tab], { pageSize: PAGE_SIZE.tradeRecords });
  return (
    <View className="trade-records-page">
      <OfflineBanner stamp={stamp} />
      <RecordTabs selected={tab} onSelect={setTab} />
      <TradeListBody list={list} emptyText={HOLDINGS_TEXTS.emptyRecords}>
        {list.items.map((record) => (
          <TradeRecordRow key={record.id} record={record} onOpen={(id) => void navigate(tradeDetailUrl(tab, id))} />
        ))}
      </TradeListBody>
    </View>
  );
}

export default largeTextPage(TradeRecordsPage);
