// The owner's store income: 累计收入 / 可提现 / 已提现, the share of the advisory fee, each portfolio's income
// (to its days), and the ways to withdraw, the withdrawals and the forecast calculator.
import { View, Text } from '@tarojs/components';
import { WALLET_SCREEN_TEXTS as T, sharePercentText } from '@fund/core/wallet';
import { navigate, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { incomeApi } from '../income-shared/income-services';
import { BUTTON_ROLE, tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import '../income-shared/income.css';

function IncomeMinePage() {
  const income = useAsync(() => incomeApi.incomeMine(), []);
  if (income.data === null) {
    return income.status === 'error' ? <ErrorView text={income.error} retryable={income.retryable} onRetry={() => void income.reload()} /> : <LoadingView />;
  }
  const m = income.data;
  return (
    <View className="income-page">
      <View className="card income-totals">
        <Text className="income-label">{T.incomeTotal}</Text>
        <Text className="income-total">{m.income_total}</Text>
        <View className="income-figures">
          <View className="income-figure">
            <Text className="income-label">{T.incomeAvailable}</Text>
            <Text className="income-value income-available">{m.income_available}</Text>
          </View>
          <View className="income-figure">
            <Text className="income-label">{T.incomeWithdrawn}</Text>
            <Text className="income-value">{m.income_withdrawn}</Text>
          </View>
        </View>
        <Text className="income-muted">{T.incomeShare(sharePercentText(m.share))}</Text>
        <View className="income-actions">
          <Text {...BUTTON_ROLE} className="income-action tap" onClick={() => void navigate('/store/income/withdraw/')}>{T.incomeWithdraw}</Text>
          <Text {...BUTTON_ROLE} className="income-action tap" onClick={() => void navigate('/store/income/withdrawals/')}>{T.incomeWithdrawals}</Text>
          <Text {...BUTTON_ROLE} className="income-action tap" onClick={() => void navigate('/store/income/forecast/')}>{T.forecastTitle}</Text>
        </View>
      </View>
      <View className="card">
        <Text className="income-label">{T.incomeByPortfolio}</Text>
        {m.portfolios.length === 0 ? <EmptyView text={T.incomeEmpty} /> : null}
        {m.portfolios.map((p) => (
          <View {...tapLabel(ACCESSIBILITY_TEXTS.open(p.name))} key={p.store_portfolio_id} className="income-row tap" onClick={() => void navigate(`/store/income/portfolio/?store_portfolio_id=${p.store_portfolio_id}`)}>
            <View className="income-row-main">
              <Text>{p.name}</Text>
              <Text className="income-muted">{p.latest_date ? `${p.latest_date} +${p.income_latest}` : T.incomeDetailEmpty}</Text>
            </View>
            <Text className="income-value">{p.income_total}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

export default largeTextPage(IncomeMinePage);
