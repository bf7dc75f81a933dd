import { View, Text } from '@tarojs/components';
import { FUTURES_TEXTS, futuresApi } from '@fund/core/market';
import { formatAmount } from '@fund/core/money';
import { navigate, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { routeId } from '@/services/route-id';
import { ProfitText } from '../components/ProfitText';
import { Figure } from '../components/Figure';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import '../components/futures.css';

const futures = futuresApi(apiClient);
const T = FUTURES_TEXTS;

/** Income analysis of a linked account (the default one unless the URL names another): now, then day by day. */
function FuturesIncomePage() {
  const accountId = routeId(useRouterParams(), 'account_id') ?? undefined;
  const income = useAsync(
    async () => {
      const [now, days] = await Promise.all([futures.incomeAnalyseRealtime({ query: { account_id: accountId } }), futures.incomeAnalyseDay({ query: { account_id: accountId } })]);
      return { now, days };
    },
    [accountId],
  );
  const data = income.data;
  if (!data) {
    return (
      <View className="futures-page futures-income-page">
        {income.status === 'error' ? <ErrorView text={income.error} onRetry={() => void income.reload()} retryable={income.retryable} /> : <LoadingView />}
      </View>
    );
  }
  const { now, days } = data;
  return (
    <View className="futures-page futures-income-page">
      <View className="card">
        <Text className="fu-name">{`${now.account.broker_name} ${now.account.account_no}`}</Text>
        <Text className="fu-meta">{`${T.tradedate} ${now.tradedate}`}</Text>
        <View className="fu-figures">
          <Figure label={T.equity}>
            <Text>{formatAmount(now.balance)}</Text>
          </Figure>
          <Figure label={T.profitToday}>
            <ProfitText value={now.profit_today} />
          </Figure>
          <Figure label={T.profitTotal}>
            <ProfitText value={now.profit_total} />
          </Figure>
        </View>
      </View>
      <View className="card fu-positions">
        <View className="fu-section-title">
          <Text>{T.positions}</Text>
        </View>
        {now.positions.length === 0 ? <EmptyView text={T.noPositions} /> : null}
        {now.positions.map((p) => (
          <View {...tapLabel(ACCESSIBILITY_TEXTS.open(p.name))} className="fu-row tap" key={`${p.instrument_id}-${p.direction}`} onClick={() => void navigate(`/futures/instruments/${p.symbol}/`)}>
            <View className="fu-main">
              <Text className="fu-name">{`${p.name} ${p.direction_display}`}</Text>
              <Text className="fu-meta">{`${p.lots}${T.lots} · ${T.prevSettle} ${p.prev_settle} · ${T.lastPrice} ${p.last_price}`}</Text>
            </View>
            <ProfitText value={p.profit} />
          </View>
        ))}
      </View>
      <View className="card fu-days">
        <View className="fu-section-title">
          <Text>{T.dailyIncome}</Text>
        </View>
        <View className="fu-figures">
          <Figure label={T.totalProfit}>
            <ProfitText value={days.total_profit} />
          </Figure>
          <Figure label={T.winRate}>
            <Text>{`${days.win_rate}%`}</Text>
          </Figure>
          <Figure label={`${T.profitDays}/${T.lossDays}`}>
            <Text>{`${days.profit_days}/${days.loss_days}`}</Text>
          </Figure>
          <Figure label={T.maxProfit}>
            <ProfitText value={days.max_profit} />
          </Figure>
          <Figure label={T.maxLoss}>
            <ProfitText value={days.max_loss} />
          </Figure>
        </View>
        {days.results.length === 0 ? <EmptyView text={T.noDailyIncome} /> : null}
        {[...days.results].reverse().map((d) => (
          <View className="fu-row" key={d.date}>
            <View className="fu-main">
              <Text className="fu-name">{d.date}</Text>
              <Text className="fu-meta">{`${T.equity} ${formatAmount(d.balance)}`}</Text>
            </View>
            <ProfitText value={d.profit} />
          </View>
        ))}
      </View>
    </View>
  );
}

export default largeTextPage(FuturesIncomePage);
