import { View, Text } from '@tarojs/components';
import { FUND_STYLE_TEXTS, fundStyleInfoUrl } from '@fund/core/research';
import { fundsApi } from '@fund/core/fund';
import { jsonDecimal, jsonObjects, jsonText } from '@fund/core/market';
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

/** /symbols/fund_styles/: each style's index today, and the ways into the style screens. */
function FundStylesPage() {
  const indexes = useAsync(() => funds.stylesIndexes(), []);
  const rows = jsonObjects(indexes.data, 'results');
  usePullDownRefresh(() => {
    void indexes.reload().finally(stopPullDownRefresh);
  });
  return (
    <View className="forecast-page fund-styles-page">
      <View className="fl-chips forecast-card">
        <Text {...BUTTON_ROLE} className="fl-chip tap" onClick={() => void navigate('/symbols/fund_styles/overview')}>
          {FUND_STYLE_TEXTS.overview}
        </Text>
        <Text {...BUTTON_ROLE} className="fl-chip tap" onClick={() => void navigate('/symbols/fund_styles/monthly_overview')}>
          {FUND_STYLE_TEXTS.monthly}
        </Text>
        <Text {...BUTTON_ROLE} className="fl-chip tap" onClick={() => void navigate('/symbols/fund_styles/history')}>
          {FUND_STYLE_TEXTS.history}
        </Text>
      </View>
      {indexes.status === 'loading' && !indexes.data ? <LoadingView /> : null}
      {indexes.status === 'error' ? <ErrorView text={indexes.error} onRetry={() => void indexes.reload()} retryable={indexes.retryable} /> : null}
      {indexes.status === 'ready' && rows.length === 0 ? <EmptyView /> : null}
      {rows.length > 0 ? (
        <View className="forecast-card">
          <View className="forecast-row forecast-head">
            <Text className="forecast-cell">{FUND_STYLE_TEXTS.title}</Text>
            <Text className="forecast-cell">{FUND_STYLE_TEXTS.indexValue}</Text>
            <Text className="forecast-cell">{FUND_STYLE_TEXTS.dayPercent}</Text>
            <Text className="forecast-cell">{FUND_STYLE_TEXTS.yearPercent}</Text>
          </View>
          {rows.map((r) => {
            const style = { asset_type: jsonText(r, 'asset_type') ?? '', style_type: jsonText(r, 'style_type') ?? '' };
            return (
              <View {...tapLabel(ACCESSIBILITY_TEXTS.open(jsonText(r, 'name') ?? ''))} key={`${style.asset_type}_${style.style_type}`} className="forecast-row style-row tap" onClick={() => void navigate(fundStyleInfoUrl(style))}>
                <Text className="forecast-cell">{jsonText(r, 'name') ?? ''}</Text>
                <Text className="forecast-cell">{jsonDecimal(r, 'value') ?? '--'}</Text>
                <View className="forecast-cell">
                  <PercentText value={jsonDecimal(r, 'percent_day')} />
                </View>
                <View className="forecast-cell">
                  <PercentText value={jsonDecimal(r, 'percent_year')} />
                </View>
              </View>
            );
          })}
        </View>
      ) : null}
    </View>
  );
}

export default largeTextPage(FundStylesPage);
