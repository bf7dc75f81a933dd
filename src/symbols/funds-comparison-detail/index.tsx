import { useMemo, useState } from 'react';
import { View, Text } from '@tarojs/components';
import {
  DEFAULT_NAV_CHART_PERIOD,
  NAV_CHART_PERIODS,
  NAV_CHART_X_SPLITS,
  fundsApi,
  navChartPeriod,
  navHistoryRequestSize,
} from '@fund/core/fund';
import { FUND_COMPARE_TEXTS, navComparison } from '@fund/core/research';
import { stopPullDownRefresh, usePullDownRefresh, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { PercentText } from '@/components/PercentText';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { NavChart } from '../components/NavChart';
import { BUTTON_ROLE } from '@/components/tap-label';
import './index.css';

const funds = fundsApi(apiClient);

async function loadFund(symbol: string, rows: number) {
  const [detail, history] = await Promise.all([
    funds.introduction({ params: { id: symbol } }),
    funds.netHistory({ params: { symbol }, query: { page: 1, page_size: rows } }),
  ]);
  return { name: detail.abbr_name, symbol, rows: history.results };
}

/** /symbols/funds/comparison/detail/?symbolA=&symbolB=: two funds' returns over a period on one chart. */
function ComparisonDetailPage() {
  const { symbolA = '', symbolB = '' } = useRouterParams();
  const [periodKey, setPeriodKey] = useState(DEFAULT_NAV_CHART_PERIOD);
  const period = navChartPeriod(periodKey);
  const rows = navHistoryRequestSize(period);
  const both = symbolA !== '' && symbolB !== '';

  const loaded = useAsync(async () => (both ? Promise.all([loadFund(symbolA, rows), loadFund(symbolB, rows)]) : null), [symbolA, symbolB, rows]);
  const comparison = useMemo(() => (loaded.data ? navComparison(loaded.data[0], loaded.data[1], period) : null), [loaded.data, period]);

  usePullDownRefresh(() => {
    void loaded.reload().finally(stopPullDownRefresh);
  });

  if (!both) {
    return (
      <View className="comparison-page">
        <EmptyView text={FUND_COMPARE_TEXTS.missingFunds} />
      </View>
    );
  }
  if (!loaded.data || !comparison) {
    return (
      <View className="comparison-page">
        {loaded.status === 'error' ? <ErrorView text={loaded.error} onRetry={() => void loaded.reload()} retryable={loaded.retryable} /> : <LoadingView />}
      </View>
    );
  }

  return (
    <View className="comparison-page">
      <View className="comparison-card">
        <View className="comparison-legend">
          {loaded.data.map((fund, i) => (
            <View key={fund.symbol} className="comparison-fund">
              <View className={`comparison-dot comparison-dot-${i}`} />
              <Text className="comparison-name">{`${fund.name} ${fund.symbol}`}</Text>
              <Text className="comparison-return-label">{FUND_COMPARE_TEXTS.periodReturn}</Text>
              <PercentText value={comparison.returns[i] ?? null} />
            </View>
          ))}
        </View>
        {comparison.data.length === 0 ? (
          <EmptyView />
        ) : (
          <NavChart id="fund-comparison-chart" data={comparison.data} xSplits={NAV_CHART_X_SPLITS} />
        )}
        <View className="comparison-periods">
          {NAV_CHART_PERIODS.map((p) => (
            <Text {...BUTTON_ROLE} key={p.key} className={`comparison-period tap${p.key === period.key ? ' comparison-period-active' : ''}`} onClick={() => setPeriodKey(p.key)}>
              {p.label}
            </Text>
          ))}
        </View>
      </View>
    </View>
  );
}

export default largeTextPage(ComparisonDetailPage);
