import { View, Text } from '@tarojs/components';
import { FUND_FORECAST_TEXTS, diagnosisApi, readFundPotential } from '@fund/core/research';
import { stopPullDownRefresh, usePullDownRefresh, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { PercentText } from '@/components/PercentText';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import '../components/FundRows/forecast.css';

const diagnosis = diagnosisApi(apiClient);

/** /symbols/funds/potential/{id}/: a fund's chance of profit and its expected profit and loss per holding period. */
function FundPotentialPage() {
  const symbol = useRouterParams().id ?? '';
  const answer = useAsync(() => diagnosis.profitLossPredict({ params: { symbol } }), [symbol]);
  const potential = readFundPotential(answer.data);
  usePullDownRefresh(() => {
    void answer.reload().finally(stopPullDownRefresh);
  });

  return (
    <View className="forecast-page potential-page">
      {answer.status === 'loading' && !answer.data ? <LoadingView /> : null}
      {answer.status === 'error' ? <ErrorView text={answer.error} onRetry={() => void answer.reload()} retryable={answer.retryable} /> : null}
      {answer.status === 'ready' && potential.rows.length === 0 ? <EmptyView /> : null}
      {potential.rows.length > 0 ? (
        <View className="forecast-card">
          <Text className="forecast-title">{potential.name}</Text>
          <Text className="forecast-sub">{`${symbol} · ${FUND_FORECAST_TEXTS.potential}`}</Text>
          <View className="forecast-row forecast-head">
            <Text className="forecast-cell">{FUND_FORECAST_TEXTS.horizon}</Text>
            <Text className="forecast-cell">{FUND_FORECAST_TEXTS.profitProbability}</Text>
            <Text className="forecast-cell">{FUND_FORECAST_TEXTS.expectedProfit}</Text>
            <Text className="forecast-cell">{FUND_FORECAST_TEXTS.expectedLoss}</Text>
          </View>
          {potential.rows.map((r) => (
            <View key={r.period} className="forecast-row potential-row">
              <Text className="forecast-cell">{r.period}</Text>
              <Text className="forecast-cell">{r.probability}</Text>
              <View className="forecast-cell">
                <PercentText value={r.profit} />
              </View>
              <View className="forecast-cell">
                <PercentText value={r.loss} />
              </View>
            </View>
          ))}
        </View>
      ) : null}
    </View>
  );
}

export default largeTextPage(FundPotentialPage);
