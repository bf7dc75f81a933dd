import { View, Text } from '@tarojs/components';
import { MARKET_TEXTS, priceLevelRows } from '@fund/core/market';
import type { Wire } from '@fund/core/api';

/** The five asks over the five bids. */
export function PriceLevels({ quote }: { quote: Wire.StockQuote }) {
  const rows = priceLevelRows(quote);
  return (
    <View className="card sd-levels">
      <Text className="fd-block-title">{MARKET_TEXTS.priceLevels}</Text>
      {rows.map((row, i) => (
        <View key={row.label} className={`sd-level${i === 4 ? ' sd-level-split' : ''}`}>
          <Text className="sd-level-label">{row.label}</Text>
          <Text className={`sd-level-price ${row.tone}`}>{row.price}</Text>
          <Text className="sd-level-lots">{row.lots}</Text>
        </View>
      ))}
    </View>
  );
}
