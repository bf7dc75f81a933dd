import { View, Text } from '@tarojs/components';
import { HOLDINGS_TEXTS as T } from '@fund/core/assets';
import { formatAmount, formatSignedAmount } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import '../../components/trade/trade-ui.css';

/** The red header of the holdings screens: worth, yesterday's income and income to date (white on red: the sign carries up or down). */
export function HoldingAssetsHeader({ block, label = T.totalAssets }: { block: Wire.AssetBlock | undefined; label?: string }) {
  return (
    <View className="hold-header">
      <Text className="hold-header-label">{label}</Text>
      <Text className="hold-header-total">{formatAmount(block?.worth_value ?? '0')}</Text>
      <View className="hold-header-row">
        <View className="hold-header-cell">
          <Text className="hold-header-label">{T.yesterdayIncome}</Text>
          <Text className="hold-header-cell-value hold-income-latest">{formatSignedAmount(block?.income_latest ?? '0')}</Text>
        </View>
        <View className="hold-header-cell">
          <Text className="hold-header-label">{T.totalIncome}</Text>
          <Text className="hold-header-cell-value hold-income-total">{formatSignedAmount(block?.income_total ?? '0')}</Text>
        </View>
      </View>
    </View>
  );
}
