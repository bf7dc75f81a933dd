import { View, Text } from '@tarojs/components';
import { TRADE_RECORD_TABS, TRADE_RECORD_TAB_LABELS, type TradeRecordTab } from '@fund/core/trade';
import { BUTTON_ROLE } from '@/components/tap-label';
import '../../components/trade/trade-ui.css';

/** 基金 / 组合 / 现金宝 / 私募 across the top of the trade records screen. */
export function RecordTabs({ selected, onSelect }: { selected: TradeRecordTab; onSelect: (tab: TradeRecordTab) => void }) {
  return (
    <View className="record-tabs">
      {TRADE_RECORD_TABS.map((tab) => (
        <Text {...BUTTON_ROLE} key={tab} className={`record-tab tap${tab === selected ? ' selected' : ''}`} data-tab={tab} onClick={() => onSelect(tab)}>
          {TRADE_RECORD_TAB_LABELS[tab]}
        </Text>
      ))}
    </View>
  );
}
