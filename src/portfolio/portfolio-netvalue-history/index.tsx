import { useMemo, useState } from 'react';
import { View, Text, Image } from '@tarojs/components';
import {
  NAV_BENCHMARK,
  NAV_BENCHMARK_COUNT,
  NAV_HISTORY_PAGE_SIZE,
  NAV_HISTORY_ROWS_DRAWN,
  NAV_PERIODS,
  PORTFOLIO_PAGE_TEXTS as T,
  PORTFOLIO_TRADE_TEXTS,
  navChartView,
  navHistoryRow,
  readId,
  type NavPeriodKey,
} from '@fund/core/portfolio';
import { useRouterParams, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedListBody } from '@/components/PagedListBody';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { MissingIdView } from '@/components/trade/MissingIdView';
import { market, portfolios } from '../owner-components/owner-services';
import { BUTTON_ROLE } from '@/components/tap-label';
import '../owner-components/owner.css';

/** /p/{id}/netvalue_history/: the NAV line against the benchmark by period, and the daily table, 365 rows a page. */
function NetvalueHistoryPage() {
  const id = readId(useRouterParams().id);
  const [period, setPeriod] = useState<NavPeriodKey>('y1');
  const chart = useAsync(async () => {
    const [own, bench] = await Promise.all([
      portfolios.netvalueDailyChart({ params: { id: id ?? 0 } }),
      // The benchmark is decoration: without it the portfolio's line still shows.
      market.quoteHistory({ params: { id: NAV_BENCHMARK.symbol }, query: { count: NAV_BENCHMARK_COUNT } }).catch(() => []),
    ]);
    return { own: own.map((p) => ({ date: p.date, value: p.net_value })), bench: bench.map((b) => ({ date: b.date, value: b.current })) };
  }, [id]);
  const history = usePagedList((page, page_size) => portfolios.netvalueHistory({ params: { id: id ?? 0 }, query: { page, page_size } }), [id], { pageSize: NAV_HISTORY_PAGE_SIZE });
  // The table draws a slice and grows on 显示更多; the next page is fetched only once every row is drawn.
  const [drawn, setDrawn] = useState(NAV_HISTORY_ROWS_DRAWN);
  const view = useMemo(() => (chart.data ? navChartView(chart.data.own, chart.data.bench, period) : null), [chart.data, period]);

  if (id === null) return <MissingIdView text={PORTFOLIO_TRADE_TEXTS.missingId} />;
  return (
    <View className="ow-page netvalue-history-page">
      <View className="ow-card">
        <View className="ow-tabs">
          {NAV_PERIODS.map((p) => (
            <Text {...BUTTON_ROLE} key={p.key} className={`ow-tab tap nav-period${p.key === period ? ' ow-tab-on' : ''}`} onClick={() => setPeriod(p.key)}>
              {p.label}
            </Text>
          ))}
        </View>
        {chart.status === 'error' ? <ErrorView text={chart.error} onRetry={() => void chart.reload()} retryable={chart.retryable} /> : null}
        {!view && chart.status !== 'error' ? <LoadingView /> : null}
        {view ? (
          <View className="nav-chart-view">
            <View className="ow-row">
              <Text className="nav-own">
                {`${T.portfolioLine} `}
                <Text className={`ow-${view.portfolio.tone}`}>{view.portfolio.text}</Text>
              </Text>
              <Text className="nav-benchmark">
                {`${NAV_BENCHMARK.name} `}
                <Text className={`ow-${view.benchmark.tone}`}>{view.benchmark.text}</Text>
              </Text>
            </View>
            <Image className="ow-chart" src={view.image} mode="scaleToFill" />
          </View>
        ) : null}
      </View>
      <View className="ow-card">
        <View className="ow-row">
          <Text className="ow-muted">{T.columnDate}</Text>
          <Text className="ow-muted">{T.columnNav}</Text>
          <Text className="ow-muted">{T.columnDay}</Text>
        </View>
        <PagedListBody list={history}>
          {history.items.slice(0, drawn).map(navHistoryRow).map((row) => (
            <View key={row.date} className="ow-row nav-history-row">
              <Text>{row.date}</Text>
              <Text>{row.nav}</Text>
              <Text className={`ow-${row.day.tone}`}>{row.day.text}</Text>
            </View>
          ))}
          {drawn < history.items.length ? (
            <Text {...BUTTON_ROLE} className="ow-link nav-history-more tap" onClick={() => setDrawn((n) => n + NAV_HISTORY_ROWS_DRAWN)}>
              {T.showMoreRows}
            </Text>
          ) : null}
        </PagedListBody>
      </View>
    </View>
  );
}

export default largeTextPage(NetvalueHistoryPage);
