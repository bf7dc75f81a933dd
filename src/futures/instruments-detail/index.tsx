import { View, Text } from '@tarojs/components';
import { FUTURES_TEXTS, futuresApi, signedChangeText } from '@fund/core/market';
import { toneOf } from '@fund/core/money';
import { useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { PercentText } from '@/components/PercentText';
import { Figure } from '../components/Figure';
import '../components/futures.css';

const futures = futuresApi(apiClient);
const T = FUTURES_TEXTS;

/** One futures contract's quote of the trading day, its change against yesterday's settlement. */
function FuturesInstrumentPage() {
  const id = useRouterParams().id ?? '';
  const quote = useAsync(() => futures.instrument({ params: { id } }), [id]);
  const q = quote.data;
  if (!q) {
    return (
      <View className="futures-page futures-instrument-page">
        {quote.status === 'error' ? <ErrorView text={quote.error} onRetry={() => void quote.reload()} retryable={quote.retryable} /> : <LoadingView />}
      </View>
    );
  }
  const tone = toneOf(q.change);
  return (
    <View className="futures-page futures-instrument-page">
      <View className="card">
        <Text className="fu-name">{`${q.name} ${q.symbol}`}</Text>
        <Text className="fu-meta">{`${q.exchange_display} · ${T.tradedate} ${q.tradedate}`}</Text>
        <View className="fu-row">
          <Text className={`fu-price ${tone}`}>{q.last_price}</Text>
          <View className="fu-main" style={{ alignItems: 'flex-end' }}>
            <Text className={tone}>{signedChangeText(q.change)}</Text>
            <PercentText value={q.percentage} />
          </View>
        </View>
        <View className="fu-figures">
          <Figure label={T.prevSettle}>
            <Text>{q.prev_settle}</Text>
          </Figure>
          <Figure label={T.open}>
            <Text>{q.open}</Text>
          </Figure>
          <Figure label={T.high}>
            <Text>{q.high}</Text>
          </Figure>
          <Figure label={T.low}>
            <Text>{q.low}</Text>
          </Figure>
          <Figure label={T.volume}>
            <Text>{String(q.volume)}</Text>
          </Figure>
          <Figure label={T.openInterest}>
            <Text>{String(q.open_interest)}</Text>
          </Figure>
          <Figure label={T.multiplier}>
            <Text>{`${q.multiplier}（${q.price_unit}）`}</Text>
          </Figure>
        </View>
      </View>
      <Text className="fu-note">{T.readOnlyNote}</Text>
    </View>
  );
}

export default largeTextPage(FuturesInstrumentPage);
