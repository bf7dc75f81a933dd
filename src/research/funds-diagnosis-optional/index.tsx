import { View, Text } from '@tarojs/components';
import { DIAGNOSIS_TEXTS } from '@fund/core/research';
import { CALL_DEFAULTS } from '@fund/core/pager';
import { isLoggedIn } from '@fund/core/api';
import { loginUrl } from '@fund/core/navigation';
import { navigate, storage, stopPullDownRefresh, usePullDownRefresh, largeTextPage } from '@/platform';
import { useResource } from '@/stores/useResource';
import { followingList } from '@/stores/following-store';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { FundRowItem } from '@/components/FundRowItem';
import { BUTTON_ROLE } from '@/components/tap-label';
import './index.css';

const HERE = '/symbols/funds/diagnosis/optional';

/** The user's followed funds, each one tap from its diagnosis; a guest is offered login first. */
function DiagnosisOptionalPage() {
  const loggedIn = isLoggedIn(storage);
  // The followed funds are the 自选 list's shared copy (the stores).
  const list = useResource(followingList(String(CALL_DEFAULTS.followingFunds.symbol_type)), { enabled: loggedIn });
  usePullDownRefresh(() => {
    void list.reload().finally(stopPullDownRefresh);
  });

  if (!loggedIn) {
    return (
      <View className="diagnosis-optional-page do-guest">
        <Text className="do-hint">{DIAGNOSIS_TEXTS.loginForOptional}</Text>
        <Text {...BUTTON_ROLE} className="do-login tap" onClick={() => void navigate(loginUrl(HERE))}>
          {DIAGNOSIS_TEXTS.goLogin}
        </Text>
      </View>
    );
  }
  if (list.status === 'error') return <ErrorView text={list.error} onRetry={() => void list.reload()} retryable={list.retryable} />;
  if (!list.data) return <LoadingView />;
  return (
    <View className="diagnosis-optional-page">
      {list.data.length === 0 ? <EmptyView text={DIAGNOSIS_TEXTS.noOptional} /> : null}
      {list.data.map((f) => (
        <FundRowItem key={f.symbol} fund={f} field="percent_year" onOpen={(x) => void navigate(`/symbols/funds/diagnosis/detail/${x.symbol}/`)} />
      ))}
    </View>
  );
}

export default largeTextPage(DiagnosisOptionalPage);
