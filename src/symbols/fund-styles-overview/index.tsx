import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { DEFAULT_FUND_STYLE_PERIOD, FUND_STYLE_PERIODS, FUND_STYLE_TEXTS, fundStyleInfoUrl } from '@fund/core/research';
import { fundsApi } from '@fund/core/fund';
import { jsonDecimal, jsonInt, jsonObjects, jsonText } from '@fund/core/market';
import { navigate, stopPullDownRefresh, usePullDownRefresh, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { PercentText } from '@/components/PercentText';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { BUTTON_ROLE, tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import '../components/FundRows/index.css';
import '../components/FundRows/forecast.css';

const funds = fundsApi(apiClient);

/** /symbols/fund_styles/overview: every style's average and best return over the chosen period. */
function FundStylesOverviewPage() {
  const [period, setPeriod] = useState(DEFAULT_FUND_STYLE_PERIOD);
  const overview = useAsync(() => funds.stylesOverview({ query: { period } }), [period]);
  const rows = jsonObjects(overview.data, 'results');
  usePullDownRefresh(() => {
    void overview.reload().finally(stopPullDownRefresh);
  });
  return (
    <View className="forecast-page fund-styles-overview-page">
      <View className="fl-chips forecast-card">
        {FUND_STYLE_PERIODS.map((p) => (
          <Text {...BUTTON_ROLE} key={p.key} className={`fl-chip tap${p.key === period ? ' fl-chip-on' : ''}`} onClick={() => setPeriod(p.key)}>
            {p.label}
          </Text>
        ))}
      </View>
      {overview.status === 'loading' && !overview.data ? <LoadingView /> : null}
      {overview.status === 'error' ? <ErrorView text={overview.error} onRetry={() => void overview.reload()} retryable={overview.retryable} /> : null}
      {overview.status === 'ready' && rows.length === 0 ? <EmptyView /> : null}
      {rows.length > 0 ? (
        <View className="forecast-card">
          <View className="forecast-row forecast-head">
            <Text className="forecast-cell">{FUND_STYLE_TEXTS.title}</Text>
            <Text className="forecast-cell">{FUND_STYLE_TEXTS.avgPercent}</Text>
            <Text className="forecast-cell">{FUND_STYLE_TEXTS.maxPercent}</Text>
            <Text className="forecast-cell">{FUND_STYLE_TEXTS.fundsCount}</Text>
          </View>
          {rows.map((r) => {
            const style = { asset_type: jsonText(r, 'asset_type') ?? '', style_type: jsonText(r, 'style_type') ?? '' };
            return (
              <View {...tapLabel(ACCESSIBILITY_TEXTS.open(jsonText(r, 'name') ?? ''))} key={`${style.asset_type}_${style.style_type}`} className="forecast-row style-row tap" onClick={() => void navigate(fundStyleInfoUrl(style, period))}>
                <Text className="forecast-cell">{jsonText(r, 'name') ?? ''}</Text>
                <View className="forecast-cell">
                  <PercentText value={jsonDecimal(r, 'avg_percent')} />
                </View>
                <View className="forecast-cell">
                  <PercentText value={jsonDecimal(r, 'max_percent')} />
                </View>
                <Text className="forecast-cell">{jsonInt(r, 'funds_count') ?? '--'}</Text>
              </View>
            );
          })}
        </View>
      ) : null}
    </View>
  );
}

export default largeTextPage(FundStylesOverviewPage);
