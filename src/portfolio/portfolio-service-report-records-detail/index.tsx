import { View, Text } from '@tarojs/components';
import {
  SERVICE_REPORT_TEXTS as T,
  percentLine,
  readId,
  readServiceReport,
  readServiceReportTrade,
} from '@fund/core/portfolio';
import { stopPullDownRefresh, usePullDownRefresh, useRouterParams, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { usePagedList } from '@/hooks/usePagedList';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { MissingIdView } from '@/components/trade/MissingIdView';
import { TradeInfoRow } from '@/components/trade/TradeInfoRow';
import { TradeListBody } from '@/components/trade/TradeListBody';
import { portfolioReports } from '../held-components/held-services';
import '../held-components/held-portfolio.css';

/** /accounts/portfolio/service_report/records/{id}: one report's period, worth, income and return, its return by day and its trades. */
function ServiceReportPage() {
  const id = readId(useRouterParams().id);
  const report = useAsync(() => portfolioReports.serviceReportRecord({ params: { id: id ?? 0 } }), [id]);
  const chart = useAsync(() => portfolioReports.serviceReportPercentDailyChart({ params: { pk: id ?? 0 } }), [id]);
  // The trades list refreshes itself on pull-down; the report and its chart come along.
  const trades = usePagedList((page, page_size) => portfolioReports.serviceReportTrades({ params: { pk: id ?? 0 }, query: { page, page_size } }), [id]);
  usePullDownRefresh(() => void Promise.all([report.reload(), chart.reload()]).finally(stopPullDownRefresh));

  if (id === null) return <MissingIdView text={T.notFound} />;
  if (report.data === null) {
    return (
      <View className="hp-page service-report">
        {report.status === 'error' ? <ErrorView text={report.error} onRetry={() => void report.reload()} retryable={report.retryable} /> : <LoadingView />}
      </View>
    );
  }
  const view = readServiceReport(report.data);
  const line = percentLine(chart.data ?? []);
  return (
    <View className="hp-page service-report">
      <View className="hp-section service-report-summary">
        <Text className="hp-section-title">{view.period}</Text>
        <TradeInfoRow label={T.startWorth} value={view.startWorth} />
        <TradeInfoRow label={T.endWorth} value={view.endWorth} />
        <TradeInfoRow label={T.income} value={<Text className={`percent-text ${view.income.tone}`}>{view.income.text}</Text>} />
        <TradeInfoRow label={T.percent} value={<Text className={`percent-text ${view.percent.tone}`}>{view.percent.text}</Text>} />
        {view.tradesCount ? <TradeInfoRow label={T.trades} value={view.tradesCount} /> : null}
      </View>
      <View className="hp-section service-report-chart">
        <Text className="hp-section-title">{T.percentChart}</Text>
        {chart.status === 'error' ? <ErrorView text={chart.error} onRetry={() => void chart.reload()} retryable={chart.retryable} /> : null}
        {chart.status === 'ready' && line.length === 0 ? <Text className="hp-muted">{T.noChart}</Text> : null}
        {line.map((p) => (
          <View key={p.date} className="hp-line" data-level={p.level}>
            <Text className="hp-line-date">{p.date}</Text>
            <View className="hp-line-track">
              <View className="hp-line-dot" style={{ left: `${p.level}%` }} />
            </View>
            <Text className={`hp-line-value percent-text ${p.percent.tone}`}>{p.percent.text}</Text>
          </View>
        ))}
      </View>
      <View className="hp-section service-report-trades">
        <Text className="hp-section-title">{T.trades}</Text>
        <TradeListBody list={trades} emptyText={T.noTrades}>
          {trades.items.map(readServiceReportTrade).map((trade) => (
            <View key={trade.key} className="hp-row service-report-trade">
              <View className="hp-row-main">
                <Text>{trade.title}</Text>
                <Text className="hp-muted">{trade.date}</Text>
              </View>
              <Text>{trade.amount}</Text>
            </View>
          ))}
        </TradeListBody>
      </View>
    </View>
  );
}

export default largeTextPage(ServiceReportPage);
