import { useEffect } from 'react';
import { View, Text } from '@tarojs/components';
import { fundsApi } from '@fund/core/fund';
import { readFundTopic } from '@fund/core/research';
import { setNavigationTitle, stopPullDownRefresh, usePullDownRefresh, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { FundRows } from '../components/FundRows';

const funds = fundsApi(apiClient);

/** /symbols/funds/opinions/?name=: one fund topic by its code, with why and which funds. */
function FundOpinionsPage() {
  const name = useRouterParams().name ?? '';
  const answer = useAsync(() => funds.topics({ query: { code: name } }), [name]);
  const topic = readFundTopic(answer.data);

  useEffect(() => {
    if (topic.name) setNavigationTitle(topic.name);
  }, [topic.name]);
  usePullDownRefresh(() => {
    void answer.reload().finally(stopPullDownRefresh);
  });

  return (
    <View className="fl-page funds-opinions-page">
      {answer.status === 'loading' && !answer.data ? <LoadingView /> : null}
      {answer.status === 'error' ? <ErrorView text={answer.error} onRetry={() => void answer.reload()} retryable={answer.retryable} /> : null}
      {topic.description ? <Text className="fl-intro">{topic.description}</Text> : null}
      {answer.status === 'ready' && topic.funds.length === 0 ? <EmptyView /> : null}
      <FundRows funds={topic.funds} field="percent_year" />
    </View>
  );
}

export default largeTextPage(FundOpinionsPage);
