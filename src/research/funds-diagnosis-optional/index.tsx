import { View, Text } from '@tarojs/components';
import { DIAGNOSIS_TEXTS } from '@fund/core/research';
import { PAGE_SIZE } from '@fund/core/pager';
import { isLoggedIn, type Wire } from '@fund/core/api';
import { loginUrl } from '@fund/core/navigation';
import { marketApi } from '@fund/core/market';
import { navigate, storage, stopPullDownRefresh, usePullDownRefresh } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { FundRowItem } from '@/components/FundRowItem';
import './index.css';

const market = marketApi(apiClient);
const HERE = '/symbols/funds/diagnosis/optional';

/** The user's followed funds, each one tap from its diagnosis; a guest is offered login first. */
export default function DiagnosisOptionalPage() {
  const loggedIn = isLoggedIn(storage);
  const list = useAsync(
    async (): Promise<Wire.FundRow[]> => (loggedIn ? (await market.following({ query: { symbol_type: '3', page_size: PAGE_SIZE.followingFunds } })).results : []),
    [loggedIn],
  );
  usePullDownRefresh(() => {
    void list.reload().finally(stopPullDownRefresh);
  });

  if (!loggedIn) {
    return (
      <View className="diagnosis-optional-page do-guest">
        <Text className="do-hint">{DIAGNOSIS_TEXTS.loginForOptional}</Text>
        <Text className="do-login" onClick={() => void navigate(loginUrl(HERE))}>
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
