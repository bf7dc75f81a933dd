import { View, Text } from '@tarojs/components';
import { PORTFOLIO_TRADE_TEXTS, readId, rebalanceCompareView } from '@fund/core/portfolio';
import { stopPullDownRefresh, usePullDownRefresh, useRouterParams, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { MissingIdView } from '@/components/trade/MissingIdView';
import { trading } from '../trade-components/portfolio-trade-services';
import '../trade-components/portfolio-trade.css';

/** /p/{id}/rebalance_compare/?bankCardId: each fund's percent before and after the rebalance. */
function PortfolioRebalanceComparePage() {
  const params = useRouterParams();
  const id = readId(params.id);
  const cardId = readId(params.bankCardId);
  const shares = params.shares;
  const compare = useAsync(
    () => trading.portfolioRebalanceCompare({ query: { fund_portfolio_id: id ?? 0, bank_card_id: cardId ?? 0, ...(shares ? { shares } : {}) } }),
    [id, cardId, shares],
  );
  usePullDownRefresh(() => void compare.reload().finally(stopPullDownRefresh));

  if (id === null || cardId === null) return <MissingIdView text={PORTFOLIO_TRADE_TEXTS.noProposal} />;
  if (!compare.data) {
    return (
      <View className="pt-page portfolio-rebalance-compare-page">
        {compare.status === 'error' ? <ErrorView text={compare.error} onRetry={() => void compare.reload()} retryable={compare.retryable} /> : <LoadingView />}
      </View>
    );
  }
  const rows = rebalanceCompareView(compare.data);
  return (
    <View className="pt-page portfolio-rebalance-compare-page">
      {rows.length === 0 ? (
        <EmptyView text={PORTFOLIO_TRADE_TEXTS.noProposal} />
      ) : (
        <View className="pt-card">
          <View className="pt-table-head">
            <Text className="pt-col-name">{PORTFOLIO_TRADE_TEXTS.columnFund}</Text>
            <Text className="pt-col">{PORTFOLIO_TRADE_TEXTS.columnBefore}</Text>
            <Text className="pt-col">{PORTFOLIO_TRADE_TEXTS.columnAfter}</Text>
          </View>
          {rows.map((row) => (
            <View key={row.key} className="pt-table-row compare-row">
              <View className="pt-col-name">
                <Text className="pt-fund-name">{row.name}</Text>
                <Text className="pt-muted">{row.symbol}</Text>
              </View>
              <Text className="pt-col">{row.before}</Text>
              <Text className={`pt-col pt-${row.change}`}>{row.after}</Text>
            </View>
          ))}
        </View>
      )}
    </View>
  );
}

export default largeTextPage(PortfolioRebalanceComparePage);
