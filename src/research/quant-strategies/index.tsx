import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { QUANT_TEXTS, quantApi } from '@fund/core/research';
import { navigate, stopPullDownRefresh, usePullDownRefresh, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { PercentText } from '@/components/PercentText';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import './index.css';

const quant = quantApi(apiClient);

/** The holdings of one strategy, loaded when it is opened. */
function StrategyHoldings({ id }: { id: string }) {
  const detail = useAsync(() => quant.strategy({ params: { id } }), [id]);
  if (detail.status === 'error') return <ErrorView text={detail.error} onRetry={() => void detail.reload()} retryable={detail.retryable} />;
  if (!detail.data) return <LoadingView />;
  return (
    <View className="qs-holdings">
      <Text className="qs-holdings-title">{QUANT_TEXTS.holdings}</Text>
      {detail.data.holdings.map((h) => (
        <View {...tapLabel(ACCESSIBILITY_TEXTS.open(h.abbr_name))} key={h.symbol} className="qs-holding tap" onClick={() => void navigate(`/s/${h.symbol}/`)}>
          <Text className="qs-holding-name">{h.abbr_name}</Text>
          <Text className="qs-holding-meta">{h.symbol}</Text>
          <Text className="qs-holding-meta">{`${QUANT_TEXTS.weight} ${h.weight}%`}</Text>
        </View>
      ))}
    </View>
  );
}

/** Factor strategies with their year's return and worst drawdown; tapping one shows its holdings. */
function QuantStrategiesPage() {
  const list = useAsync(() => quant.strategies(), []);
  const [open, setOpen] = useState<string | null>(null);
  usePullDownRefresh(() => {
    void list.reload().finally(stopPullDownRefresh);
  });
  if (list.status === 'error') return <ErrorView text={list.error} onRetry={() => void list.reload()} retryable={list.retryable} />;
  if (!list.data) return <LoadingView />;
  return (
    <View className="quant-strategies-page">
      {list.data.length === 0 ? <EmptyView /> : null}
      {list.data.map((s) => {
        const id = String(s.id);
        return (
          <View key={id} className="card qs-strategy">
            <View {...tapLabel(s.name)} className="qs-head tap" onClick={() => setOpen(open === id ? null : id)}>
              <View className="qs-main">
                <Text className="qs-name">{s.name}</Text>
                <Text className="qs-desc">{s.description}</Text>
              </View>
              <View className="qs-figure">
                <PercentText value={s.annual_return} />
                <Text className="qs-desc">{QUANT_TEXTS.annualReturn}</Text>
              </View>
              <View className="qs-figure">
                <Text className="qs-drawdown">{`${s.max_drawdown}%`}</Text>
                <Text className="qs-desc">{QUANT_TEXTS.maxDrawdown}</Text>
              </View>
            </View>
            {open === id ? <StrategyHoldings id={id} /> : null}
          </View>
        );
      })}
    </View>
  );
}

export default largeTextPage(QuantStrategiesPage);
