import { View, Text } from '@tarojs/components';
import { FUND_LISTS_TEXTS, fundsApi } from '@fund/core/fund';
import { fundTopicUrl, readFundTopics } from '@fund/core/research';
import { navigate, stopPullDownRefresh, usePullDownRefresh, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import './index.css';

const funds = fundsApi(apiClient);

/** /symbols/funds/introduction/: the fund topics, each opening its funds. */
function FundTopicsPage() {
  const answer = useAsync(() => funds.topics({ query: {} }), []);
  const topics = readFundTopics(answer.data);
  usePullDownRefresh(() => {
    void answer.reload().finally(stopPullDownRefresh);
  });
  return (
    <View className="topics-page">
      {answer.status === 'loading' && !answer.data ? <LoadingView /> : null}
      {answer.status === 'error' ? <ErrorView text={answer.error} onRetry={() => void answer.reload()} retryable={answer.retryable} /> : null}
      {answer.status === 'ready' && topics.length === 0 ? <EmptyView /> : null}
      {topics.map((t) => (
        <View {...tapLabel(ACCESSIBILITY_TEXTS.open(t.name))} key={t.code} className="topic-card" onClick={() => void navigate(fundTopicUrl(t.code))}>
          <View className="topic-head">
            <Text className="topic-name">{t.name}</Text>
            {t.fundsCount !== null ? <Text className="topic-count">{`${t.fundsCount}${FUND_LISTS_TEXTS.fundsCount}`}</Text> : null}
          </View>
          <Text className="topic-description">{t.description}</Text>
        </View>
      ))}
    </View>
  );
}

export default largeTextPage(FundTopicsPage);
