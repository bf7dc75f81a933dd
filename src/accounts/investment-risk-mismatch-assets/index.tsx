import { View, Text } from '@tarojs/components';
import { RISK_SCREEN_TEXTS as T } from '@fund/core/risk';
import { navigate, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { risk } from '@/services/account-services';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import '../parts/account.css';

/** Holdings above the user's risk level (after a test lowered it). */
function MismatchAssetsPage() {
  const funds = useAsync(() => risk.mismatchAssets(), []);
  if (funds.status === 'error') return <ErrorView text={funds.error} onRetry={() => void funds.reload()} retryable={funds.retryable} />;
  if (funds.data === null) return <LoadingView />;
  return (
    <View className="account-screen mismatch-assets-page">
      <Text className="af-title">{T.mismatchTitle}</Text>
      {funds.data.length === 0 ? <EmptyView text={T.mismatchEmpty} /> : null}
      <View className="af-list">
        {funds.data.map((f) => (
          <View {...tapLabel(ACCESSIBILITY_TEXTS.open(f.abbr_name))} key={f.symbol} className="af-item" onClick={() => void navigate(`/s/${f.symbol}/`)}>
            <Text>{`${f.abbr_name} ${f.symbol}`}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

export default largeTextPage(MismatchAssetsPage);
