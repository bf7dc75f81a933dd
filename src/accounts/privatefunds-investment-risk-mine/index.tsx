import { View, Text, Button } from '@tarojs/components';
import { PRIVATE_FUND_RISK_TEXTS as T, RISK_SCREEN_TEXTS, privateFundRiskView } from '@fund/core/risk';
import { navigate, useDidShow, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { accountExtras } from '@/services/account-services';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import '../parts/account.css';

/** The private-fund result: risk type, qualified investor or not, validity; start or retake the test. */
function PrivateFundRiskMinePage() {
  const mine = useAsync(() => accountExtras.privateFundRiskMine(), []);
  useDidShow(() => void mine.reload());
  if (mine.status === 'error' && mine.data === null) return <ErrorView text={mine.error} onRetry={() => void mine.reload()} retryable={mine.retryable} />;
  if (mine.data === null) return <LoadingView />;
  const view = privateFundRiskView(mine.data);
  return (
    <View className="account-screen private-risk-mine risk-result">
      <Text className="af-title">{T.title}</Text>
      {!view.tested ? <Text className="af-hint private-risk-intro">{T.intro}</Text> : null}
      <View className="af-list">
        <View className="af-item">
          <Text>{RISK_SCREEN_TEXTS.level}</Text>
          <Text className="risk-level private-risk-level">{view.levelText}</Text>
        </View>
        {view.tested ? (
          <View className="af-item">
            <Text>{T.qualifiedLabel}</Text>
            <Text className={`private-risk-qualified ${mine.data.qualified ? 'up' : 'af-item-value'}`}>{view.qualifiedText}</Text>
          </View>
        ) : null}
        {view.tested ? (
          <View className="af-item">
            <Text>{RISK_SCREEN_TEXTS.status}</Text>
            <Text className="af-item-value private-risk-status">{`${view.statusText} ${view.effectiveText}`.trim()}</Text>
          </View>
        ) : null}
      </View>
      <Button className="af-submit private-risk-start" onClick={() => void navigate(view.actionUrl)}>
        {view.actionText}
      </Button>
    </View>
  );
}

export default largeTextPage(PrivateFundRiskMinePage);
