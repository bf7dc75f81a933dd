import { useMemo, useState } from 'react';
import { View, Text } from '@tarojs/components';
import {
  K_LINE_COUNT,
  K_LINE_PERIODS,
  K_LINE_X_SPLITS,
  MARKET_TEXTS,
  kLineChartData,
  kLinePeriod,
  marketApi,
} from '@fund/core/market';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { NavChart } from '../../components/NavChart';
import { BUTTON_ROLE } from '@/components/tap-label';

const market = marketApi(apiClient);

/** The closes of the symbol's K-line by day, week or month, drawn by the shared NAV chart. */
export function KLineCard({ symbol }: { symbol: string }) {
  const [periodKey, setPeriodKey] = useState('day');
  const period = kLinePeriod(periodKey);
  const bars = useAsync(() => market.kLine({ params: { id: symbol }, query: { period: period.key, count: K_LINE_COUNT } }), [symbol, period.key]);
  const data = useMemo(() => kLineChartData(bars.data ?? []), [bars.data]);
  return (
    <View className="card fd-chart-card">
      <Text className="fd-block-title">{MARKET_TEXTS.kLine}</Text>
      {data.length === 0 && bars.status === 'loading' ? <LoadingView /> : null}
      {data.length === 0 && bars.status === 'error' ? <ErrorView text={bars.error} onRetry={() => void bars.reload()} retryable={bars.retryable} /> : null}
      {data.length === 0 && bars.status === 'ready' ? <EmptyView text={MARKET_TEXTS.kLineEmpty} /> : null}
      {data.length > 0 ? <NavChart id="symbol-k-line" data={data} xSplits={K_LINE_X_SPLITS} /> : null}
      <View className="fd-periods">
        {K_LINE_PERIODS.map((p) => (
          <Text {...BUTTON_ROLE} key={p.key} className={`fd-period tap${p.key === period.key ? ' fd-period-active' : ''}`} onClick={() => setPeriodKey(p.key)}>
            {p.label}
          </Text>
        ))}
      </View>
    </View>
  );
}
