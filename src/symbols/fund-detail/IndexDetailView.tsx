import { useEffect } from 'react';
import { View, Text } from '@tarojs/components';
import { MARKET_TEXTS, indexFigureText, indexesApi, marketApi, readIndexQuote, symbolLinks } from '@fund/core/market';
import type { Wire } from '@fund/core/api';
import { navigate, setNavigationTitle } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { usePagedList } from '@/hooks/usePagedList';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { PagedListBody } from '@/components/PagedListBody';
import { FundRowItem } from '@/components/FundRowItem';
import { QuoteHeader } from './parts/QuoteHeader';
import { KLineCard } from './parts/KLineCard';
import { SymbolLinks } from './parts/SymbolLinks';

const market = marketApi(apiClient);
const indexes = indexesApi(apiClient);

/** An index: its quote, K-line, valuation (PE and PB with their percentiles) and the funds tracking it. */
export function IndexDetailView({ symbol }: { symbol: string }) {
  const quote = useAsync(() => market.quote({ params: { id: symbol } }), [symbol]);
  const valuation = useAsync(async () => readIndexQuote(await indexes.peIndexes({ params: { symbol } })), [symbol]);
  // The list owns pull-down: it reloads the funds; the quote and valuation reload with it.
  const funds = usePagedList<Wire.FundRow>((page, page_size) => {
    if (page === 1 && quote.status !== 'loading') void Promise.all([quote.reload(), valuation.reload()]);
    return indexes.relatedFunds({ params: { symbol }, query: { page, page_size } });
  }, [symbol]);
  const q = quote.data;
  const v = valuation.data;

  const title = q?.abbr_name;
  useEffect(() => {
    if (title !== undefined) setNavigationTitle(title);
  }, [title]);

  return (
    <View className="fund-detail-page index-detail">
      {q ? <QuoteHeader quote={q} dp={2} /> : quote.status === 'error' ? <ErrorView text={quote.error} onRetry={() => void quote.reload()} retryable={quote.retryable} /> : <LoadingView />}
      <KLineCard symbol={symbol} />
      <View className="card sd-valuation">
        <Text className="fd-block-title">{MARKET_TEXTS.valuation}</Text>
        {v ? (
          <View className="sd-figures-inline">
            <View className="sd-figure">
              <Text className="sd-figure-label">{MARKET_TEXTS.pe}</Text>
              <Text className="sd-figure-value">{indexFigureText(v.pe)}</Text>
            </View>
            <View className="sd-figure">
              <Text className="sd-figure-label">{MARKET_TEXTS.pePercentile}</Text>
              <Text className="sd-figure-value">{`${indexFigureText(v.pePercentile)}%`}</Text>
            </View>
            <View className="sd-figure">
              <Text className="sd-figure-label">{MARKET_TEXTS.pb}</Text>
              <Text className="sd-figure-value">{indexFigureText(v.pb)}</Text>
            </View>
            <View className="sd-figure">
              <Text className="sd-figure-label">{MARKET_TEXTS.pbPercentile}</Text>
              <Text className="sd-figure-value">{`${indexFigureText(v.pbPercentile)}%`}</Text>
            </View>
          </View>
        ) : valuation.status === 'error' ? (
          <ErrorView text={valuation.error} onRetry={() => void valuation.reload()} retryable={valuation.retryable} />
        ) : (
          <LoadingView />
        )}
      </View>
      <SymbolLinks links={symbolLinks('index', symbol)} />
      <View className="card sd-related">
        <Text className="fd-block-title">{MARKET_TEXTS.relatedFunds}</Text>
        <PagedListBody list={funds}>
          {funds.items.map((fund) => (
            <FundRowItem key={fund.symbol} fund={fund} field="percent_year" onOpen={(f) => void navigate(`/s/${f.symbol}/`)} />
          ))}
        </PagedListBody>
      </View>
    </View>
  );
}
