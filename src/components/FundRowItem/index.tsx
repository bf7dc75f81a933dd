import { View, Text } from '@tarojs/components';
import type { PeriodField } from '@fund/core/fund';
import type { Wire } from '@fund/core/api';
import { PercentText } from '../PercentText';
import { tapLabel } from '../tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import './index.css';

export interface FundRowItemProps {
  fund: Wire.FundRow;
  /** The period the list ranks by: its value is the row's figure. */
  field: PeriodField;
  onOpen: (fund: Wire.FundRow) => void;
}

/** One fund in a list: name and code, the ranked figure, and the latest NAV with its date. */
export function FundRowItem({ fund, field, onOpen }: FundRowItemProps) {
  const figure = fund[field];
  return (
    <View {...tapLabel(ACCESSIBILITY_TEXTS.open(fund.abbr_name))} className="fund-row" onClick={() => onOpen(fund)}>
      <View className="fund-row-name">
        <Text className="fund-row-title">{fund.abbr_name}</Text>
        <Text className="fund-row-code">{fund.symbol}</Text>
      </View>
      <View className="fund-row-nav">
        <Text className="fund-row-nav-value">{fund.net_value}</Text>
        <Text className="fund-row-date">{fund.tradedate.slice(5)}</Text>
      </View>
      <View className="fund-row-figure">
        <PercentText value={figure} />
      </View>
    </View>
  );
}
