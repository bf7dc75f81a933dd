import { View, Text } from '@tarojs/components';
import { HOME_TEXTS } from '@fund/core/research';
import { indexFigureText, readIndexQuote } from '@fund/core/market';
import type { Wire } from '@fund/core/api';
import { PercentText } from '@/components/PercentText';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import type { AsyncState } from '@/hooks/useAsync';
import { BUTTON_ROLE } from '@/components/tap-label';

type IndexRow = Wire.SymbolRef & Wire.JsonObject;

export interface IndexStripProps {
  state: AsyncState<IndexRow[]>;
  onRetry: () => void;
  onMore: () => void;
}

/** The home page's index quotes (refreshed by the page every few seconds). */
export function IndexStrip({ state, onRetry, onMore }: IndexStripProps) {
  const quotes = (state.data ?? []).map(readIndexQuote).filter((q) => q !== null);
  return (
    <View className="card home-indexes">
      <View className="home-block-head">
        <Text className="home-block-title">{HOME_TEXTS.indexesTitle}</Text>
        <Text {...BUTTON_ROLE} className="home-block-more tap" onClick={onMore}>
          {`${HOME_TEXTS.moreIndexes} ›`}
        </Text>
      </View>
      {quotes.length === 0 && state.status === 'loading' ? <LoadingView /> : null}
      {quotes.length === 0 && state.status === 'error' ? <ErrorView text={state.error} onRetry={onRetry} /> : null}
      <View className="home-index-row">
        {quotes.slice(0, 3).map((q) => (
          <View key={q.symbol} className="home-index-cell">
            <Text className="home-index-name">{q.name}</Text>
            <Text className="home-index-value">{indexFigureText(q.current)}</Text>
            <PercentText value={q.percentage} />
          </View>
        ))}
      </View>
    </View>
  );
}
