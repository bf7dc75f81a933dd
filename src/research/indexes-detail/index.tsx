import { useEffect } from 'react';
import { View, Text } from '@tarojs/components';
import { RESEARCH_LIST_TEXTS } from '@fund/core/research';
import { indexFigureText, indexesApi, readIndexQuote } from '@fund/core/market';
import type { Wire } from '@fund/core/api';
import { navigate, setNavigationTitle, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { usePagedList } from '@/hooks/usePagedList';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { FundRowItem } from '@/components/FundRowItem';
import { IndexCard } from '../components/IndexCard';
import { PagedListBody } from '@/components/PagedListBody';
import './index.css';

const indexes = indexesApi(apiClient);

/** An index: its level and valuation, and the funds that track it. */
function IndexDetailPage() {
  const symbol = useRouterParams().id ?? '';
  const detail = useAsync(() => indexes.peIndexes({ params: { symbol } }), [symbol]);
  const funds = usePagedList<Wire.FundRow>((page, page_size) => indexes.relatedFunds({ params: { symbol }, query: { page, page_size } }), [symbol]);
  const quote = detail.data ? readIndexQuote(detail.data) : null;

  const title = quote?.name;
  useEffect(() => {
    if (title !== undefined) setNavigationTitle(title);
  }, [title]);

  return (
    <View className="index-detail-page">
      {quote ? (
        <>
          <IndexCard quote={quote} />
          <View className="index-detail-valuation">
            <Text>{`${RESEARCH_LIST_TEXTS.pbValue} ${indexFigureText(quote.pb)}`}</Text>
            <Text>{`${RESEARCH_LIST_TEXTS.pbPercentile} ${indexFigureText(quote.pbPercentile)}%`}</Text>
          </View>
        </>
      ) : detail.status === 'error' ? (
        <ErrorView text={detail.error} onRetry={() => void detail.reload()} retryable={detail.retryable} />
      ) : (
        <LoadingView />
      )}
      <Text className="index-detail-title">{RESEARCH_LIST_TEXTS.relatedFunds}</Text>
      <PagedListBody list={funds}>
        {funds.items.map((fund) => (
          <FundRowItem key={fund.symbol} fund={fund} field="percent_year" onOpen={(f) => void navigate(`/s/${f.symbol}/`)} />
        ))}
      </PagedListBody>
    </View>
  );
}

export default largeTextPage(IndexDetailPage);
