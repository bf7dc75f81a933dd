import { View, Text } from '@tarojs/components';
import { FUND_TRADE_TEXTS, feeQuoteView } from '@fund/core/trade';
import type { FeeQuoteState } from './useFeeQuote';
import './trade-components.css';

/** A titled list of quiet lines under the fee (the round trip of a buy, the lots of a sell). */
function FeeQuoteRows({ block, className }: { block: { title: string; rows: string[] } | null; className: string }) {
  if (!block) return null;
  return (
    <View className={`fee-quote-rows ${className}`}>
      <Text className="tc-muted">{block.title}</Text>
      {block.rows.map((row) => (
        <Text key={row} className={`tc-muted ${className}-row`}>
          {row}
        </Text>
      ))}
    </View>
  );
}

/** The fee, the saving, and the confirmation and arrival dates under the amount; a failed quote in red. */
export function FeeQuoteLine({ state, side }: { state: FeeQuoteState; side: 'buy' | 'sell' }) {
  if (state.status === 'idle') return null;
  if (state.status === 'loading') return <Text className="tc-fee tc-muted">{FUND_TRADE_TEXTS.quoting}</Text>;
  if (state.status === 'error') return <Text className="tc-fee tc-error fee-quote-error">{state.message}</Text>;
  const view = feeQuoteView(state.quote, side);
  return (
    <View className="tc-fee fee-quote">
      <Text className="tc-fee-amount">{view.fee}</Text>
      {view.saved ? <Text className="tc-fee-saved">{` ${view.saved}`}</Text> : null}
      <View className="tc-fee-dates">
        <Text className="tc-muted">{view.confirm}</Text>
        <Text className="tc-muted tc-fee-arrive">{view.arrive}</Text>
      </View>
      <FeeQuoteRows block={view.lots} className="fee-quote-lot" />
      {view.drop ? <Text className="tc-muted fee-quote-drop">{view.drop}</Text> : null}
      <FeeQuoteRows block={view.roundTrip} className="fee-quote-round-trip" />
      {view.shareClass ? <Text className="tc-muted fee-quote-share-class">{view.shareClass}</Text> : null}
    </View>
  );
}
