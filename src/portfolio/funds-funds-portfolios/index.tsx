import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import {
  HELD_PORTFOLIO_TEXTS as T,
  HELD_PORTFOLIO_URLS,
  heldPortfolioRow,
  heldPortfolioTotals,
  readPortfolioTopic,
  type PortfolioTopicCode,
} from '@fund/core/portfolio';
import { navigate, stopPullDownRefresh, useDidShow, usePullDownRefresh, useRouterParams, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { HeldPortfolioRowItem } from '../held-components/HeldPortfolioRowItem';
import { HeldTotalsHeader } from '../held-components/HeldTotalsHeader';
import { TopicTabs } from '../held-components/TopicTabs';
import { holdings } from '../held-components/held-services';
import { BUTTON_ROLE } from '@/components/tap-label';
import '../held-components/held-portfolio.css';

/** One topic's held portfolios under their totals; mounted afresh per topic so another topic's rows never linger. */
function TopicHoldings({ topic }: { topic: PortfolioTopicCode }) {
  const list = useAsync(() => holdings.portfolios({ query: { topic } }), [topic]);
  usePullDownRefresh(() => void list.reload().finally(stopPullDownRefresh));
  useDidShow(() => {
    if (list.data) void list.reload();
  });
  const held = list.data ?? [];
  return (
    <View>
      <HeldTotalsHeader label={T.topicTotal} totals={list.data ? heldPortfolioTotals(held) : null} />
      {list.status === 'loading' && list.data === null ? <LoadingView /> : null}
      {list.status === 'error' ? <ErrorView text={list.error} onRetry={() => void list.reload()} retryable={list.retryable} /> : null}
      {list.status === 'ready' && held.length === 0 ? <EmptyView text={T.emptyList} /> : null}
      {held.map((h) => (
        <HeldPortfolioRowItem key={h.fund_portfolio.id} row={heldPortfolioRow(h)} onOpen={(row) => void navigate(row.url)} />
      ))}
      {held.length > 0 ? (
        <Text {...BUTTON_ROLE} className="hp-income-link held-portfolios-income tap" onClick={() => void navigate(HELD_PORTFOLIO_URLS.income(topic))}>
          {`${T.incomeLink} 〉`}
        </Text>
      ) : null}
    </View>
  );
}

/** /accounts/funds/funds_portfolios/?topic=: the portfolios the user holds, a tab per topic (xds by default). */
function HeldPortfoliosPage() {
  const [topic, setTopic] = useState<PortfolioTopicCode>(readPortfolioTopic(useRouterParams().topic));
  return (
    <View className="hp-page held-portfolios-page">
      <TopicTabs topic={topic} onChange={setTopic} />
      <TopicHoldings key={topic} topic={topic} />
    </View>
  );
}

export default largeTextPage(HeldPortfoliosPage);
