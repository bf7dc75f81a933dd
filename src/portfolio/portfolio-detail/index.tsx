import { View, Text, Button } from '@tarojs/components';
import {
  OWNER_TEXTS,
  PORTFOLIO_TRADE_TEXTS,
  PORTFOLIO_TRADE_URLS,
  holdsPortfolio,
  portfolioDetailView,
  readId,
  tradeEntryUrl,
} from '@fund/core/portfolio';
import { isLoggedIn } from '@fund/core/api';
import { navigate, stopPullDownRefresh, storage, usePullDownRefresh, useRouterParams, useShareCard, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { MissingIdView } from '@/components/trade/MissingIdView';
import { holdings, portfolios } from '../trade-components/portfolio-trade-services';
import { PortfolioLinks } from '../owner-components/PortfolioLinks';
import { FollowPortfolioButton } from '../owner-components/FollowPortfolioButton';
import '../trade-components/portfolio-trade.css';
import '../owner-components/owner.css';

/** Whether the user holds the portfolio; a guest holds nothing (and must not be sent to login by the check). */
async function loadHeld(id: number): Promise<boolean> {
  if (!isLoggedIn(storage)) return false;
  const held = await holdings.portfolio({ params: { id } }).catch(() => null);
  return holdsPortfolio(held);
}

function PortfolioDetailPage() {
  const id = readId(useRouterParams().id);
  const portfolio = useAsync(() => portfolios.detail({ params: { id: id ?? 0 } }), [id]);
  const held = useAsync(() => loadHeld(id ?? 0), [id]);
  usePullDownRefresh(() => void Promise.all([portfolio.reload(), held.reload()]).finally(stopPullDownRefresh));
  useShareCard(`/p/${id ?? ''}/`, portfolio.data?.name);

  if (id === null) return <MissingIdView text={PORTFOLIO_TRADE_TEXTS.missingId} />;
  if (!portfolio.data) {
    return (
      <View className="pt-page portfolio-detail-page">
        {portfolio.status === 'error' ? <ErrorView text={portfolio.error} onRetry={() => void portfolio.reload()} retryable={portfolio.retryable} /> : <LoadingView />}
      </View>
    );
  }

  const view = portfolioDetailView(portfolio.data, held.data ?? false);
  const open = (url: string) => void navigate(tradeEntryUrl(url, isLoggedIn(storage)));
  return (
    <View className="pt-page portfolio-detail-page">
      <View className="pt-card">
        <Text className="pt-title">{view.name}</Text>
        <Text className="pt-muted">{` ${view.symbol}`}</Text>
        <View>
          <Text className="pt-muted portfolio-risk">{view.risk}</Text>
        </View>
        <View className="pt-figures">
          <View className="pt-figure">
            <Text className="pt-muted">{PORTFOLIO_TRADE_TEXTS.netValue}</Text>
            <Text className="pt-figure-value portfolio-nav">{view.netValue}</Text>
          </View>
          <View className="pt-figure">
            <Text className="pt-muted">{PORTFOLIO_TRADE_TEXTS.cumulative}</Text>
            <Text className={`pt-figure-value pt-${view.cumulative.tone} portfolio-cumulative`}>{view.cumulative.text}</Text>
          </View>
          <View className="pt-figure">
            <Text className="pt-muted">{PORTFOLIO_TRADE_TEXTS.yld}</Text>
            <Text className={`pt-figure-value pt-${view.yld.tone} portfolio-yld`}>{view.yld.text}</Text>
          </View>
        </View>
      </View>
      <View className="pt-card portfolio-positions">
        <Text className="pt-label">{PORTFOLIO_TRADE_TEXTS.positionsTitle}</Text>
        {view.positions.length === 0 ? <Text className="pt-muted">{` ${PORTFOLIO_TRADE_TEXTS.noPositions}`}</Text> : null}
        {view.positions.map((p) => (
          <View key={p.key} className="pt-row portfolio-position">
            <View>
              <Text className="pt-fund-name">{p.name}</Text>
              {p.cashTreasure ? <Text className="pt-mark">{p.cashTreasure}</Text> : null}
              <View>
                <Text className="pt-muted">{p.symbol}</Text>
              </View>
            </View>
            <Text className="pt-value">{p.percent}</Text>
          </View>
        ))}
      </View>
      <PortfolioLinks id={id} isOwner={portfolio.data.is_owner === true} />
      {/* Where a portfolio is sold: past results and who advises (spec compliance note). */}
      <Text className="ow-compliance portfolio-compliance">{`${OWNER_TEXTS.compliance}　${OWNER_TEXTS.advisorLine(portfolio.data.advisor_title || portfolio.data.user.username)}`}</Text>
      <View className="pt-actions">
        {portfolio.data.is_owner === false ? <FollowPortfolioButton id={id} followed={portfolio.data.followed} onChanged={() => void portfolio.reload()} /> : null}
        {view.sell ? (
          <Button
            className={`pt-button pt-button-plain portfolio-sell${view.sell.enabled ? '' : ' pt-button-off'}`}
            disabled={!view.sell.enabled}
            onClick={() => view.sell?.enabled && open(PORTFOLIO_TRADE_URLS.sell(id))}
          >
            {view.sell.label}
          </Button>
        ) : null}
        <Button
          className={`pt-button portfolio-buy${view.buy.enabled ? '' : ' pt-button-off'}`}
          disabled={!view.buy.enabled}
          onClick={() => view.buy.enabled && open(PORTFOLIO_TRADE_URLS.buy(id))}
        >
          {view.buy.label}
        </Button>
      </View>
    </View>
  );
}

export default largeTextPage(PortfolioDetailPage);
