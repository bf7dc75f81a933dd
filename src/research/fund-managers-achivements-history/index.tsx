import { View, Text } from '@tarojs/components';
import { MARKET_TEXTS } from '@fund/core/market';
import { fundsApi } from '@fund/core/fund';
import { readManagersHistory } from '@fund/core/research';
import { navigate, stopPullDownRefresh, usePullDownRefresh, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { PercentText } from '@/components/PercentText';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import './index.css';

const funds = fundsApi(apiClient);

/** /s/{symbol}/managers_achivements_history/: the fund's managers, latest first, with tenure and return, and its yearly returns. */
function FundManagersAchivementsHistoryPage() {
  const symbol = useRouterParams().symbol ?? '';
  const state = useAsync(async () => readManagersHistory(await funds.achivements({ params: { id: symbol } })), [symbol]);
  usePullDownRefresh(() => {
    void state.reload().finally(stopPullDownRefresh);
  });
  const v = state.data;
  if (v === null) {
    return <View className="mah-page">{state.status === 'error' ? <ErrorView text={state.error} onRetry={() => void state.reload()} retryable={state.retryable} /> : <LoadingView />}</View>;
  }
  return (
    <View className="mah-page">
      <View className="card">
        <Text className="mah-title">{MARKET_TEXTS.managersAchievements}</Text>
        {v.managers.length === 0 ? <EmptyView /> : null}
        {v.managers.map((m) => (
          <View {...tapLabel(ACCESSIBILITY_TEXTS.open(m.name))} key={`${m.id ?? m.name}${m.tenure}`} className="mah-row manager-tenure tap" onClick={() => (m.id === null ? undefined : void navigate(`/symbols/funds/managers/${m.id}/`))}>
            <View className="mah-main">
              <Text className="mah-name">{m.name}</Text>
              <Text className="mah-sub">{`${MARKET_TEXTS.tenure} ${m.tenure}${m.days === null ? '' : ` (${m.days}${MARKET_TEXTS.days})`}`}</Text>
            </View>
            <View className="mah-cell">
              <Text className="mah-sub">{MARKET_TEXTS.tenureReturn}</Text>
              <PercentText value={m.returnPercent} />
            </View>
          </View>
        ))}
      </View>
      <View className="card">
        <Text className="mah-title">{MARKET_TEXTS.yearReturns}</Text>
        {v.years.map((y) => (
          <View key={y.year} className="mah-row">
            <Text className="mah-main">{y.year}</Text>
            <View className="mah-cell">
              <PercentText value={y.percent} />
            </View>
          </View>
        ))}
      </View>
    </View>
  );
}

export default largeTextPage(FundManagersAchivementsHistoryPage);
