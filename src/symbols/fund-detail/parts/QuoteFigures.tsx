import { View, Text } from '@tarojs/components';
import type { QuoteFigure } from '@fund/core/market';

/** Label-over-value cells, four to a row. */
export function QuoteFigures({ figures }: { figures: QuoteFigure[] }) {
  return (
    <View className="card sd-figures">
      {figures.map((f) => (
        <View key={f.label} className="sd-figure">
          <Text className="sd-figure-label">{f.label}</Text>
          <Text className="sd-figure-value">{f.text}</Text>
        </View>
      ))}
    </View>
  );
}
