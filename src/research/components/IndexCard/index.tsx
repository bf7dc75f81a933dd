import { View, Text } from '@tarojs/components';
import { RESEARCH_LIST_TEXTS } from '@fund/core/research';
import { indexFigureText, type IndexQuote } from '@fund/core/market';
import { PercentText } from '@/components/PercentText';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import './index.css';

/** One index: level and day change, with its valuation (PE and where it sits in its history). */
export function IndexCard({ quote, onOpen }: { quote: IndexQuote; onOpen?: (quote: IndexQuote) => void }) {
  return (
    <View {...tapLabel(ACCESSIBILITY_TEXTS.open(quote.name))} className="index-card tap" onClick={() => onOpen?.(quote)}>
      <View className="index-card-main">
        <Text className="index-card-name">{quote.name}</Text>
        <Text className="index-card-code">{quote.symbol}</Text>
      </View>
      <View className="index-card-level">
        <Text className="index-card-value">{indexFigureText(quote.current)}</Text>
        <PercentText value={quote.percentage} />
      </View>
      <View className="index-card-valuation">
        <Text className="index-card-label">{`${RESEARCH_LIST_TEXTS.peValue} ${indexFigureText(quote.pe)}`}</Text>
        <Text className="index-card-label">{`${RESEARCH_LIST_TEXTS.pePercentile} ${indexFigureText(quote.pePercentile)}%`}</Text>
      </View>
    </View>
  );
}
