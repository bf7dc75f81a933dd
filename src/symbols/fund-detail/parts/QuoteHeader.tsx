import { View, Text } from '@tarojs/components';
import { MARKET_TEXTS, changeText, priceTone } from '@fund/core/market';
import { formatAmount } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import { PercentText } from '@/components/PercentText';

/** A stock's or index's name, price, change and percent, coloured against the last close. */
export function QuoteHeader({ quote, dp = 2 }: { quote: Wire.StockQuote; dp?: number }) {
  return (
    <View className="fd-header sd-quote">
      <View className="fd-title-row">
        <Text className="fd-name">{quote.abbr_name}</Text>
        <Text className="fd-code">{quote.symbol}</Text>
        {quote.is_stop ? <Text className="fd-tag sd-stop">{MARKET_TEXTS.stopped}</Text> : null}
      </View>
      <View className="sd-price-row">
        <Text className={`sd-price ${priceTone(quote.current, quote.last_close)}`}>{formatAmount(quote.current, dp)}</Text>
        <Text className={`sd-change ${priceTone(quote.current, quote.last_close)}`}>{changeText(quote.change, dp)}</Text>
        <PercentText value={quote.percentage} />
      </View>
    </View>
  );
}
