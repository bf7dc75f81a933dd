import { View, Text } from '@tarojs/components';
import { CERTAINTY_TEXTS as T } from '@fund/core/assets';
import { toDecimal } from '@fund/core/money';
import { stopPullDownRefresh, usePullDownRefresh, useRouterParams, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { IncomeAmountText } from '../../components/trade/IncomeAmountText';
import { insights } from '../../services/trade-record-services';
import './index.css';

/** Why did my money move: a day's income (yesterday's by default) by cause and by holding, adding up exactly. */
function IncomeWhyPage() {
  const date = useRouterParams().date;
  const split = useAsync(() => insights.incomeSplit({ query: date ? { date } : {} }), [date]);
  usePullDownRefresh(() => void split.reload().finally(stopPullDownRefresh));
  if (split.status === 'error' && split.data === null) return <ErrorView text={split.error} onRetry={() => void split.reload()} retryable={split.retryable} />;
  if (split.data === null) return <LoadingView />;
  const s = split.data;
  if (s.date === null) return <EmptyView text={T.noIncome} />;
  return (
    <View className="screen income-why-page">
      <View className="card why-total">
        <Text className="muted">{T.incomeOf(s.date)}</Text>
        <IncomeAmountText className="why-total-value" value={s.total} />
      </View>
      <View className="card why-causes">
        <Text className="why-title">{T.byCause}</Text>
        {s.causes.map((c) => (
          <View key={c.cause} className={`why-row why-cause-${c.cause}`}>
            <Text>{c.label}</Text>
            <IncomeAmountText value={c.amount} />
          </View>
        ))}
        {toDecimal(s.fee_accrued).gt(0) ? <Text className="why-note why-fee">{T.feeNote(s.fee_accrued)}</Text> : null}
        <Text className="why-note">{T.sumNote}</Text>
      </View>
      <View className="card why-holdings">
        <Text className="why-title">{T.byHolding}</Text>
        {s.holdings.map((h) => (
          <View key={`${h.portfolio_id}-${h.fund_id}`} className="why-holding">
            <View className="why-holding-head">
              <Text>{h.name}</Text>
              <IncomeAmountText value={h.income} />
            </View>
            {h.nav_change !== null ? <Text className="why-holding-detail">{T.sharesTimesChange(h.shares, h.nav_change)}</Text> : null}
            {h.causes.map((c) => (
              <View key={c.cause} className="why-cause">
                <Text>{c.label}</Text>
                <IncomeAmountText value={c.amount} />
              </View>
            ))}
          </View>
        ))}
      </View>
    </View>
  );
}

export default largeTextPage(IncomeWhyPage);
