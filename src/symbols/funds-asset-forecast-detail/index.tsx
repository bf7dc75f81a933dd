import { View, Text } from '@tarojs/components';
import { FUND_FORECAST_TEXTS, readFundAssetForecast } from '@fund/core/research';
import { fundsApi } from '@fund/core/fund';
import { stopPullDownRefresh, usePullDownRefresh, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import '../components/FundRows/forecast.css';

const funds = fundsApi(apiClient);

/** /symbols/funds/asset_forecast/{id}/: what a principal in the fund became over past holding periods. */
function FundAssetForecastPage() {
  const symbol = useRouterParams().id ?? '';
  const answer = useAsync(async () => {
    const [detail, forecast] = await Promise.all([funds.introduction({ params: { id: symbol } }), funds.assetForecast({ params: { id: symbol } })]);
    return { name: detail.abbr_name, forecast: readFundAssetForecast(forecast) };
  }, [symbol]);
  usePullDownRefresh(() => {
    void answer.reload().finally(stopPullDownRefresh);
  });
  const data = answer.data;

  return (
    <View className="forecast-page asset-forecast-page">
      {answer.status === 'loading' && !data ? <LoadingView /> : null}
      {answer.status === 'error' ? <ErrorView text={answer.error} onRetry={() => void answer.reload()} retryable={answer.retryable} /> : null}
      {answer.status === 'ready' && data?.forecast.rows.length === 0 ? <EmptyView /> : null}
      {data && data.forecast.rows.length > 0 ? (
        <View className="forecast-card">
          <Text className="forecast-title">{data.name}</Text>
          <Text className="forecast-sub">{`${FUND_FORECAST_TEXTS.principalPrefix} ${data.forecast.principal}`}</Text>
          {data.forecast.rows.map((r) => (
            <View key={r.period} className="asset-forecast-period">
              <View className="forecast-row forecast-head">
                <Text className="forecast-cell">{`${FUND_FORECAST_TEXTS.horizon} ${r.period}`}</Text>
                <Text className="forecast-cell">{`${FUND_FORECAST_TEXTS.profitProbability} ${r.probability}`}</Text>
              </View>
              <View className="forecast-row">
                <Text className="forecast-cell">{`${FUND_FORECAST_TEXTS.worst} ${r.worst}`}</Text>
                <Text className="forecast-cell">{`${FUND_FORECAST_TEXTS.median} ${r.median}`}</Text>
                <Text className="forecast-cell">{`${FUND_FORECAST_TEXTS.best} ${r.best}`}</Text>
              </View>
            </View>
          ))}
        </View>
      ) : null}
    </View>
  );
}

export default largeTextPage(FundAssetForecastPage);
