import { View, Text } from '@tarojs/components';
import { FUND_STYLE_TEXTS, fundStyleInfoUrl, routeYearMonth, yearMonthText } from '@fund/core/research';
import { fundsApi } from '@fund/core/fund';
import { jsonDecimal, jsonInt, jsonObjects, jsonText } from '@fund/core/market';
import { navigate, stopPullDownRefresh, usePullDownRefresh, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { PercentText } from '@/components/PercentText';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import '../components/FundRows/forecast.css';

const funds = fundsApi(apiClient);

/** /symbols/fund_styles/monthly_overview?asset_type=&style_type=&year=&month=: the styles' returns in one month (the latest by default). */
function FundStylesMonthlyPage() {
  const params = useRouterParams();
  const { year, month } = routeYearMonth(params.year, params.month);
  const assetType = params.asset_type || undefined;
  const styleType = params.style_type || undefined;
  const monthly = useAsync(() => funds.stylesMonthlyOverview({ query: { asset_type: assetType, style_type: styleType, year, month } }), [assetType, styleType, year, month]);
  const rows = jsonObjects(monthly.data, 'results');
  const shownYear = jsonInt(monthly.data, 'year');
  const shownMonth = jsonInt(monthly.data, 'month');
  usePullDownRefresh(() => {
    void monthly.reload().finally(stopPullDownRefresh);
  });

  return (
    <View className="forecast-page fund-styles-monthly-page">
      {monthly.status === 'loading' && !monthly.data ? <LoadingView /> : null}
      {monthly.status === 'error' ? <ErrorView text={monthly.error} onRetry={() => void monthly.reload()} retryable={monthly.retryable} /> : null}
      {monthly.status === 'ready' && rows.length === 0 ? <EmptyView /> : null}
      {rows.length > 0 ? (
        <View className="forecast-card">
          {shownYear !== null && shownMonth !== null ? <Text className="forecast-title">{yearMonthText(shownYear, shownMonth)}</Text> : null}
          <View className="forecast-row forecast-head">
            <Text className="forecast-cell">{FUND_STYLE_TEXTS.title}</Text>
            <Text className="forecast-cell">{FUND_STYLE_TEXTS.monthPercent}</Text>
          </View>
          {rows.map((r) => {
            const style = { asset_type: jsonText(r, 'asset_type') ?? '', style_type: jsonText(r, 'style_type') ?? '' };
            return (
              <View {...tapLabel(ACCESSIBILITY_TEXTS.open(jsonText(r, 'name') ?? ''))} key={`${style.asset_type}_${style.style_type}`} className="forecast-row style-row tap" onClick={() => void navigate(fundStyleInfoUrl(style))}>
                <Text className="forecast-cell">{jsonText(r, 'name') ?? ''}</Text>
                <View className="forecast-cell">
                  <PercentText value={jsonDecimal(r, 'percent')} />
                </View>
              </View>
            );
          })}
        </View>
      ) : null}
    </View>
  );
}

export default largeTextPage(FundStylesMonthlyPage);
