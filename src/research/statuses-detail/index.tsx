import { View, Text } from '@tarojs/components';
import { feedApi, publishTimeText, statusParagraphs } from '@fund/core/research';
import { navigate, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { FundRowItem } from '@/components/FundRowItem';
import './index.css';

const feed = feedApi(apiClient);

/** /statuses/{id}: a headline or article with the funds it mentions. */
function StatusDetailPage() {
  const id = useRouterParams().id ?? '';
  const status = useAsync(() => feed.detail({ params: { id } }), [id]);
  const s = status.data;
  if (!s) {
    return (
      <View className="status-detail-page">
        {status.status === 'error' ? <ErrorView text={status.error} onRetry={() => void status.reload()} retryable={status.retryable} /> : <LoadingView />}
      </View>
    );
  }
  return (
    <View className="status-detail-page">
      <View className="status-article">
        <Text className="status-title">{s.title}</Text>
        <Text className="status-meta">{`${s.source} ${publishTimeText(s.publish_at)}`}</Text>
        {statusParagraphs(s.text).map((p, i) => (
          <Text key={i} className="status-paragraph">
            {p}
          </Text>
        ))}
      </View>
      {s.symbols.map((fund) => (
        <FundRowItem key={fund.symbol} fund={fund} field="percent_year" onOpen={(f) => void navigate(`/s/${f.symbol}/`)} />
      ))}
    </View>
  );
}

export default largeTextPage(StatusDetailPage);
