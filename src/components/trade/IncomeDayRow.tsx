import { View, Text } from '@tarojs/components';
import type { Wire } from '@fund/core/api';
import { IncomeAmountText } from './IncomeAmountText';
import './trade-ui.css';

/** One day of income: the date and the signed amount. */
export function IncomeDayRow({ point }: { point: Wire.IncomePoint }) {
  return (
    <View className="income-day-row">
      <Text className="muted">{point.date}</Text>
      <IncomeAmountText value={point.income} />
    </View>
  );
}
