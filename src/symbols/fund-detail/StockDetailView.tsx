import { useEffect } from 'react';
import { View, Text } from '@tarojs/components';
import {
  MARKET_TEXTS,
  jsonRows,
  marketApi,
  readBlockTradeRow,
  readHolderRow,
  stockQuoteFigures,
  symbolLinks,
} from '@fund/core/market';
import { navigate, setNavigationTitle, stopPullDownRefresh, usePullDownRefresh } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { PercentText } from '@/components/PercentText';
import { QuoteHeader } from './parts/QuoteHeader';
import { QuoteFigures } from './parts/QuoteFigures';
import { PriceLevels } from './parts/PriceLevels';
import { KLineCard } from './parts/KLineCard';
import { SymbolLinks } from './parts/SymbolLinks';
import { BUTTON_ROLE, tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';

const market = marketApi(apiClient);
const BLOCK_DAYS_SHOWN = 3;

/** A stock: its quote with the five price levels, the K-line, top holders and recent block trades. */
export function StockDetailView({ symbol }: { symbol: string }) {
  const quote = useAsync(() => market.quote({ params: { id: symbol } }), [symbol]);
  const holders = useAsync(async () => jsonRows(await market.holders({ params: { id: symbol } })).map(readHolderRow), [symbol]);
  const blocks = useAsync(async () => jsonRows(await market.blockTradesDaily({ params: { id: symbol } })).map(readBlockTradeRow), [symbol]);
  const q = quote.data;

  const title = q?.abbr_name;
  useEffect(() => {
    if (title !== undefined) setNavigationTitle(title);
  }, [title]);

  usePullDownRefresh(() => {
    void Promise.all([quote.reload(), holders.reload(), blocks.reload()]).finally(stopPullDownRefresh);
  });

  if (!q) {
    return (
      <View className="fund-detail-page">
        {quote.status === 'error' ? <ErrorView text={quote.error} onRetry={() => void quote.reload()} retryable={quote.retryable} /> : <LoadingView />}
      </View>
    );
  }

  const open = (url: string) => void navigate(url);
  return (
    <View className="fund-detail-page stock-detail">
      <QuoteHeader quote={q} />
      <QuoteFigures figures={stockQuoteFigures(q)} />
      <PriceLevels quote={q} />
      <KLineCard symbol={symbol} />
      <SymbolLinks links={symbolLinks('stock', symbol)} />
      <View className="card sd-holders">
        <Text className="fd-block-title">{MARKET_TEXTS.topHolders}</Text>
        {holders.status === 'error' && !holders.data ? <ErrorView text={holders.error} onRetry={() => void holders.reload()} retryable={holders.retryable} /> : null}
        {holders.status === 'loading' && !holders.data ? <LoadingView /> : null}
        {holders.data?.length === 0 ? <EmptyView /> : null}
        {(holders.data ?? []).map((h) => (
          <View {...tapLabel(ACCESSIBILITY_TEXTS.open(h.name))}
            key={`${h.rank ?? ''}${h.name}`}
            className="sd-row sd-holder tap"
            onClick={() => (h.shareholderId === null ? undefined : open(`/s/${symbol}/holders_shares_history/${h.shareholderId}/`))}
          >
            <Text className="sd-row-main">{h.name}</Text>
            <Text className="sd-row-side">{h.percent === null ? '--' : `${h.percent}%`}</Text>
            <Text className="sd-row-note">{h.changeType}</Text>
          </View>
        ))}
      </View>
      <View className="card sd-blocks">
        <View className="fd-chart-head">
          <Text className="fd-block-title">{MARKET_TEXTS.blockTrades}</Text>
          <Text {...BUTTON_ROLE} className="sd-more tap" onClick={() => open(`/s/${symbol}/block_trades/`)}>
            {MARKET_TEXTS.viewAll}
          </Text>
        </View>
        {blocks.status === 'error' && !blocks.data ? <ErrorView text={blocks.error} onRetry={() => void blocks.reload()} retryable={blocks.retryable} /> : null}
        {blocks.status === 'loading' && !blocks.data ? <LoadingView /> : null}
        {blocks.data?.length === 0 ? <EmptyView /> : null}
        {(blocks.data ?? []).slice(0, BLOCK_DAYS_SHOWN).map((b) => (
          <View key={b.id} className="sd-row sd-block">
            <Text className="sd-row-main">{b.date}</Text>
            <Text className="sd-row-side">{`${b.count ?? 0}${MARKET_TEXTS.tradeUnit} ${b.amount}`}</Text>
            <PercentText value={b.premium} />
          </View>
        ))}
      </View>
    </View>
  );
}
