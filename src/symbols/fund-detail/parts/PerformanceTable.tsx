import { View, Text } from '@tarojs/components';
import { FUND_DETAIL_TEXTS, type NavChartPeriod } from '@fund/core/fund';
import { PercentText } from '@/components/PercentText';

export interface PerformanceTableProps {
  returns: { period: NavChartPeriod; percent: string | null }[];
}

/** The fund's return over each period up to 3 years. */
export function PerformanceTable({ returns }: PerformanceTableProps) {
  return (
    <View className="card fd-performance">
      <Text className="fd-block-title">{FUND_DETAIL_TEXTS.performance}</Text>
      <View className="fd-performance-row">
        {returns.map((r) => (
          <View key={r.period.key} className="fd-performance-cell">
            <Text className="fd-performance-label">{`近${r.period.label}`}</Text>
            <PercentText value={r.percent} />
          </View>
        ))}
      </View>
    </View>
  );
}
