import { useEffect } from 'react';
import { View, Text } from '@tarojs/components';
import {
  DEFAULT_FUND_STYLE_PERIOD,
  FUND_STYLE_TEXTS,
  fundStylePeriodField,
  fundStylePeriodLabel,
} from '@fund/core/research';
import { fundsApi } from '@fund/core/fund';
import { navigate, setNavigationTitle, stopPullDownRefresh, usePullDownRefresh, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { PercentText } from '@/components/PercentText';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { FundRows } from '../components/FundRows';
import { BUTTON_ROLE } from '@/components/tap-label';
import '../components/FundRows/forecast.css';

const funds = fundsApi(apiClient);

/** /symbols/fund_styles/info?asset_type=&style_type=&period=: one style's return over the period and its funds. */
function FundStyleInfoPage() {
  const { asset_type: assetType = '', style_type: styleType = '', period = DEFAULT_FUND_STYLE_PERIOD } = useRouterParams();
  const named = assetType !== '' && styleType !== '';
  const info = useAsync(async () => (named ? funds.stylesInfo({ query: { asset_type: assetType, style_type: styleType, period } }) : null), [assetType, styleType, period]);
  const name = info.data?.name ?? '';
  const rows = info.data?.funds ?? [];

  useEffect(() => {
    if (name) setNavigationTitle(name);
  }, [name]);
  usePullDownRefresh(() => {
    void info.reload().finally(stopPullDownRefresh);
  });

  if (!named) {
    return (
      <View className="forecast-page fund-style-info-page">
        <EmptyView />
      </View>
    );
  }
  return (
    <View className="forecast-page fund-style-info-page">
      {info.status === 'loading' && !info.data ? <LoadingView /> : null}
      {info.status === 'error' ? <ErrorView text={info.error} onRetry={() => void info.reload()} retryable={info.retryable} /> : null}
      {info.data ? (
        <View className="forecast-card">
          <Text className="forecast-title">{name}</Text>
          <View className="forecast-row forecast-head">
            <Text className="forecast-cell">{`${fundStylePeriodLabel(period)}${FUND_STYLE_TEXTS.avgPercent}`}</Text>
            <Text className="forecast-cell">{FUND_STYLE_TEXTS.fundsCount}</Text>
          </View>
          <View className="forecast-row">
            <View className="forecast-cell">
              <PercentText value={info.data.avg_percent} />
            </View>
            <Text className="forecast-cell">{info.data.funds_count}</Text>
          </View>
          <View className="forecast-row">
            <Text {...BUTTON_ROLE} className="forecast-cell style-link tap" onClick={() => void navigate(`/symbols/fund_styles/monthly_overview?asset_type=${assetType}&style_type=${styleType}`)}>
              {`${FUND_STYLE_TEXTS.monthly} >`}
            </Text>
            <Text {...BUTTON_ROLE} className="forecast-cell style-link tap" onClick={() => void navigate('/symbols/fund_styles/history')}>
              {`${FUND_STYLE_TEXTS.history} >`}
            </Text>
          </View>
        </View>
      ) : null}
      {info.status === 'ready' && rows.length === 0 ? <EmptyView /> : null}
      {rows.length > 0 ? (
        <View className="forecast-card">
          <Text className="forecast-sub">{FUND_STYLE_TEXTS.relatedFunds}</Text>
          <FundRows funds={rows} field={fundStylePeriodField(period)} />
        </View>
      ) : null}
    </View>
  );
}

export default largeTextPage(FundStyleInfoPage);
