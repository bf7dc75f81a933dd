import { useEffect, useMemo, useState } from 'react';
import { View } from '@tarojs/components';
import {
  DEFAULT_NAV_CHART_PERIOD,
  fundsApi,
  isFreeRateFund,
  navChartPeriod,
  navHistoryRequestSize,
  periodReturns,
  subscriptionCountdownTarget,
} from '@fund/core/fund';
import { symbolLinks } from '@fund/core/market';
import { navigate, setNavigationTitle, stopPullDownRefresh, usePullDownRefresh, useShareCard } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { FundHeader } from './parts/FundHeader';
import { NavChartCard } from './parts/NavChartCard';
import { PerformanceTable } from './parts/PerformanceTable';
import { RelatedFunds } from './parts/RelatedFunds';
import { SubscriptionCountdown } from './parts/SubscriptionCountdown';
import { TradeBar } from './parts/TradeBar';
import { SymbolLinks } from './parts/SymbolLinks';
import { useFollow } from './useFollow';
import { useStagedReveal } from '@/hooks/useStagedReveal';

const funds = fundsApi(apiClient);

/** A fund: NAV, the subscription countdown, the NAV chart, returns, its sub-pages and the trade bar. */
export function FundDetailView({ symbol }: { symbol: string }) {
  const [periodKey, setPeriodKey] = useState(DEFAULT_NAV_CHART_PERIOD);
  const period = navChartPeriod(periodKey);
  const historySize = navHistoryRequestSize(period);

  const detail = useAsync(() => funds.introduction({ params: { id: symbol } }), [symbol]);
  const history = useAsync(
    async () => (await funds.netHistory({ params: { symbol }, query: { page: 1, page_size: historySize } })).results,
    [symbol, historySize],
  );
  const fund = detail.data;
  const follow = useFollow(symbol, fund?.followed ?? false);
  const returns = useMemo(() => periodReturns(history.data ?? []), [history.data]);
  const target = fund ? subscriptionCountdownTarget(fund) : null;

  // Below the chart: the returns and links, then the related funds, each once the screen above is up.
  const stages = useStagedReveal(fund ? 2 : 0);
  const title = fund?.abbr_name;
  useEffect(() => {
    if (title !== undefined) setNavigationTitle(title);
  }, [title]);
  useShareCard(`/s/${symbol}/`, title);

  usePullDownRefresh(() => {
    void Promise.all([detail.reload(), history.reload()]).finally(stopPullDownRefresh);
  });

  if (!fund) {
    return (
      <View className="fund-detail-page">
        {detail.status === 'error' ? <ErrorView text={detail.error} onRetry={() => void detail.reload()} retryable={detail.retryable} /> : <LoadingView />}
      </View>
    );
  }

  return (
    <View className="fund-detail-page">
      <FundHeader fund={fund} />
      {target ? <SubscriptionCountdown target={target} onElapsed={() => void detail.reload()} /> : null}
      <NavChartCard period={period} onPeriod={setPeriodKey} history={history} onRetry={() => void history.reload()} moneyLike={isFreeRateFund(fund.symbol_stype)} />
      {stages >= 1 ? <PerformanceTable returns={returns} /> : null}
      {stages >= 1 ? <SymbolLinks links={symbolLinks('fund', symbol)} /> : null}
      {stages >= 2 ? <RelatedFunds fund={fund} onOpen={(url) => void navigate(url)} /> : null}
      <TradeBar fund={fund} followed={follow.followed} onFollow={() => void follow.toggle()} onOpen={(url) => void navigate(url)} />
    </View>
  );
}
