import { View, Text } from '@tarojs/components';
import { PORTFOLIO_PAGE_TEXTS as T, PORTFOLIO_TRADE_TEXTS, readId, tradeNoticeView } from '@fund/core/portfolio';
import { useRouterParams, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { MissingIdView } from '@/components/trade/MissingIdView';
import { portfolios } from '../owner-components/owner-services';
import '../owner-components/owner.css';

/** /p/{id}/trade_notice/: the 15:00 cut-off, T+1 dates, fees, advisory fee, minimum purchase and risk level. */
function TradeNoticePage() {
  const id = readId(useRouterParams().id);
  const data = useAsync(async () => {
    const params = { params: { id: id ?? 0 } };
    const [detail, timetable, fare] = await Promise.all([portfolios.detail(params), portfolios.timetable(params), portfolios.fareRatio(params)]);
    return tradeNoticeView(detail, timetable, fare);
  }, [id]);
  if (id === null) return <MissingIdView text={PORTFOLIO_TRADE_TEXTS.missingId} />;
  const view = data.data;
  if (!view) {
    return (
      <View className="ow-page trade-notice-page">
        {data.status === 'error' ? <ErrorView text={data.error} onRetry={() => void data.reload()} retryable={data.retryable} /> : <LoadingView />}
      </View>
    );
  }
  return (
    <View className="ow-page trade-notice-page">
      <View className="ow-card">
        {view.lines.map((line) => (
          <View key={line} className="ow-row notice-line">
            <Text>{line}</Text>
          </View>
        ))}
      </View>
      <View className="ow-card">
        <Text className="ow-title">{T.feeTitle}</Text>
        <View className="ow-row">
          <Text className="ow-muted">{PORTFOLIO_TRADE_TEXTS.columnFund}</Text>
          <Text className="ow-muted">{T.buyFee}</Text>
          <Text className="ow-muted">{T.sellFee}</Text>
        </View>
        {view.fees.map((f) => (
          <View key={f.name} className="ow-row fee-row">
            <Text>{f.name}</Text>
            <Text>{f.buy}</Text>
            <Text>{f.sell}</Text>
          </View>
        ))}
        <View className="ow-row">
          <Text className="advisory-fee">{view.advisoryFee}</Text>
        </View>
        <View className="ow-row">
          <Text>{view.minBuy}</Text>
        </View>
        <View className="ow-row">
          <Text>{view.risk}</Text>
        </View>
        <View className="ow-row">
          <Text>{view.advisor}</Text>
        </View>
      </View>
      <Text className="ow-compliance">{view.compliance}</Text>
    </View>
  );
}

export default largeTextPage(TradeNoticePage);
