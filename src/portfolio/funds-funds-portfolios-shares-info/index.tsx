import { View, Text } from '@tarojs/components';
import { HELD_PORTFOLIO_TEXTS as T, portfolioShareCardViews, readId } from '@fund/core/portfolio';
import { stopPullDownRefresh, usePullDownRefresh, useRouterParams, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { MissingIdView } from '@/components/trade/MissingIdView';
import { TradeInfoRow } from '@/components/trade/TradeInfoRow';
import { holdings } from '../held-components/held-services';
import '../../components/trade/trade-ui.css';
import '../held-components/held-portfolio.css';

/** /accounts/funds/funds_portfolios/{id}/shares_info/: the cards a portfolio is held on, with its worth and sellable worth on each. */
function HeldPortfolioSharesPage() {
  const id = readId(useRouterParams().id);
  const shares = useAsync(() => holdings.portfolioSharesInfo({ params: { id: id ?? 0 } }), [id]);
  usePullDownRefresh(() => void shares.reload().finally(stopPullDownRefresh));
  if (id === null) return <MissingIdView text={T.missingId} />;
  const cards = shares.data ? portfolioShareCardViews(shares.data.shares_list) : [];
  return (
    <View className="hp-page held-portfolio-shares">
      {shares.status === 'loading' && shares.data === null ? <LoadingView /> : null}
      {shares.status === 'error' ? <ErrorView text={shares.error} onRetry={() => void shares.reload()} retryable={shares.retryable} /> : null}
      {shares.data && cards.length === 0 ? <EmptyView text={T.emptyShares} /> : null}
      {cards.map((card) => (
        <View key={card.id} className="shares-card held-share-card">
          <Text className="shares-card-bank">{card.title}</Text>
          <TradeInfoRow label={T.shareWorth} value={card.worth} />
          <TradeInfoRow label={T.shareEnable} value={card.enable} />
        </View>
      ))}
    </View>
  );
}

export default largeTextPage(HeldPortfolioSharesPage);
