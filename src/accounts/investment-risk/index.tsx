import { View, Text, Button } from '@tarojs/components';
import { RISK_SCREEN_TEXTS as T, riskResultView } from '@fund/core/risk';
import { navigate, useDidShow, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { risk } from '@/services/account-services';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import '../parts/account.css';

function InvestmentRiskPage() {
  const mine = useAsync(() => risk.mine(), []);
  useDidShow(() => void mine.reload());
  if (mine.status === 'error') return <ErrorView text={mine.error} onRetry={() => void mine.reload()} retryable={mine.retryable} />;
  if (mine.data === null) return <LoadingView />;
  const view = riskResultView(mine.data);
  return (
    <View className="account-screen investment-risk-page">
      <Text className="af-title">{T.title}</Text>
      <View className="af-list">
        <View className="af-item">
          <Text>{T.level}</Text>
          <Text className="risk-level">{view.levelText}</Text>
        </View>
        {view.tested ? (
          <View className="af-item">
            <Text>{T.status}</Text>
            <Text className="af-item-value">{`${view.statusText} ${view.effectiveText}`}</Text>
          </View>
        ) : null}
        {mine.data.product_fit ? (
          <View className="af-item">
            <Text>{T.productFit}</Text>
            <Text className="af-item-value">{mine.data.product_fit}</Text>
          </View>
        ) : null}
      </View>
      {mine.data.investment_risk_summary ? <Text className="af-hint">{mine.data.investment_risk_summary}</Text> : null}
      <Button className="af-submit risk-start" onClick={() => void navigate(view.actionUrl)}>
        {view.actionText}
      </Button>
    </View>
  );
}

export default largeTextPage(InvestmentRiskPage);
