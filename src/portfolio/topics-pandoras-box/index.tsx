import { View } from '@tarojs/components';
import { PortfolioTopicCode } from '@fund/core/portfolio';
import { stopPullDownRefresh, usePullDownRefresh, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { PortfolioRowLink } from '../owner-components/PortfolioRowLink';
import { portfolios } from '../owner-components/owner-services';
import '../owner-components/owner.css';

/** /portfolio/topics/pandoras_box/: the portfolios of the pandoras_box topic. */
function PandorasBoxPage() {
  const topic = useAsync(() => portfolios.topics({ query: { code: PortfolioTopicCode.PandorasBox } }), []);
  usePullDownRefresh(() => void topic.reload().finally(stopPullDownRefresh));
  const list = topic.data?.portfolios ?? [];
  return (
    <View className="ow-page pandoras-box-page">
      {topic.status === 'error' ? <ErrorView text={topic.error} onRetry={() => void topic.reload()} retryable={topic.retryable} /> : null}
      {topic.status === 'loading' && !topic.data ? <LoadingView /> : null}
      {topic.data && list.length === 0 ? <EmptyView /> : null}
      {list.length > 0 ? (
        <View className="ow-card">
          {list.map((p) => (
            <PortfolioRowLink key={p.id} portfolio={p} />
          ))}
        </View>
      ) : null}
    </View>
  );
}

export default largeTextPage(PandorasBoxPage);
