import { View, Text } from '@tarojs/components';
import { OWNER_TEXTS, PORTFOLIO_PAGE_TEXTS as T, PORTFOLIO_TRADE_TEXTS, PORTFOLIO_TRADE_URLS, portfolioDetailView, readId } from '@fund/core/portfolio';
import { navigate, stopPullDownRefresh, usePullDownRefresh, useRouterParams, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { MissingIdView } from '@/components/trade/MissingIdView';
import { PortfolioLinks } from '../owner-components/PortfolioLinks';
import { portfolios } from '../owner-components/owner-services';
import { BUTTON_ROLE } from '@/components/tap-label';
import '../owner-components/owner.css';

/** /portfolio/{id}/: the owner's manage view; anyone else is pointed to the portfolio's page /p/{id}/. */
function PortfolioManagePage() {
  const id = readId(useRouterParams().id);
  const portfolio = useAsync(() => portfolios.detail({ params: { id: id ?? 0 } }), [id]);
  usePullDownRefresh(() => void portfolio.reload().finally(stopPullDownRefresh));
  if (id === null) return <MissingIdView text={PORTFOLIO_TRADE_TEXTS.missingId} />;
  if (!portfolio.data) {
    return (
      <View className="ow-page manage-page">
        {portfolio.status === 'error' ? <ErrorView text={portfolio.error} onRetry={() => void portfolio.reload()} retryable={portfolio.retryable} /> : <LoadingView />}
      </View>
    );
  }
  const p = portfolio.data;
  const view = portfolioDetailView(p, false);
  const owner = p.is_owner === true;
  return (
    <View className="ow-page manage-page">
      <View className="ow-card">
        <Text className="ow-title">{view.name}</Text>
        <Text className="ow-muted">{` ${view.symbol}`}</Text>
        <View>
          <Text className="ow-muted">{view.risk}</Text>
        </View>
        <View className="ow-row">
          <Text>{`${PORTFOLIO_TRADE_TEXTS.netValue} ${view.netValue}`}</Text>
          <Text className={`ow-${view.cumulative.tone}`}>{`${PORTFOLIO_TRADE_TEXTS.cumulative} ${view.cumulative.text}`}</Text>
        </View>
        <View className="ow-row">
          <Text className="ow-muted manage-followers">{`关注 ${p.followers_count}`}</Text>
          <Text className="ow-muted">{`起购 ${p.amount_min_buy}元`}</Text>
        </View>
      </View>
      {owner ? null : (
        <View className="ow-card">
          <Text className="ow-muted not-owner">{T.notOwner}</Text>
          <Text {...BUTTON_ROLE} className="ow-link view-portfolio tap" onClick={() => void navigate(PORTFOLIO_TRADE_URLS.detail(id))}>{` ${T.viewPortfolio}`}</Text>
        </View>
      )}
      <View className="ow-card manage-positions">
        <Text className="ow-title">{PORTFOLIO_TRADE_TEXTS.positionsTitle}</Text>
        {view.positions.map((pos) => (
          <View key={pos.key} className="ow-row">
            <Text>{pos.name}</Text>
            <Text>{pos.percent}</Text>
          </View>
        ))}
      </View>
      <PortfolioLinks id={id} isOwner={owner} />
      <Text className="ow-compliance">{`${OWNER_TEXTS.compliance}　${OWNER_TEXTS.advisorLine(p.advisor_title || p.user.username)}`}</Text>
    </View>
  );
}

export default largeTextPage(PortfolioManagePage);
