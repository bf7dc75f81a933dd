import { View, Text, Button } from '@tarojs/components';
import { PORTFOLIO_TRADE_TEXTS, PORTFOLIO_TRADE_URLS, proposalView, readId } from '@fund/core/portfolio';
import { back, navigate, stopPullDownRefresh, usePullDownRefresh, useRouterParams } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { MissingIdView } from '@/components/trade/MissingIdView';
import { portfolios, trading } from './portfolio-trade-services';
import { ProposalTable } from './ProposalTable';
import './portfolio-trade.css';

/** What the notice loads: whether the portfolio may be rebalanced now and, if so, the proposal. */
async function loadNotice(portfolioId: number, cardId: number) {
  const check = await portfolios.checkRebalance({ query: { portfolio_id: portfolioId } });
  const proposal = check.allow_rebalance ? await trading.portfolioRebalanceProposal({ query: { fund_portfolio_id: portfolioId, bank_card_id: cardId } }) : null;
  return { check, proposal };
}

/**
 * The rebalance notices (?fund_portfolio_id&bank_card_id): the portfolio's target changed, so a rebalance
 * is proposed; 查看调仓方案 opens the proposal, 暂不调仓 goes back.
 */
export function RebalanceNoticeScreen({ className }: { className: string }) {
  const params = useRouterParams();
  const portfolioId = readId(params.fund_portfolio_id);
  const cardId = readId(params.bank_card_id);
  const notice = useAsync(() => loadNotice(portfolioId ?? 0, cardId ?? 0), [portfolioId, cardId]);
  usePullDownRefresh(() => void notice.reload().finally(stopPullDownRefresh));

  if (portfolioId === null || cardId === null) return <MissingIdView text={PORTFOLIO_TRADE_TEXTS.missingId} />;
  if (!notice.data) {
    return (
      <View className={`pt-page ${className}`}>
        {notice.status === 'error' ? <ErrorView text={notice.error} onRetry={() => void notice.reload()} retryable={notice.retryable} /> : <LoadingView />}
      </View>
    );
  }
  const { check, proposal } = notice.data;
  const notBack = () => void back(PORTFOLIO_TRADE_URLS.detail(portfolioId));
  return (
    <View className={`pt-page ${className}`}>
      <View className="pt-card">
        <Text className="pt-title">{PORTFOLIO_TRADE_TEXTS.noticeTitle}</Text>
        <Text className="pt-notice-text rebalance-notice-text">
          {proposal ? PORTFOLIO_TRADE_TEXTS.noticeText(proposal.fund_portfolio.name) : check.message || PORTFOLIO_TRADE_TEXTS.noticeNotAllowed}
        </Text>
      </View>
      {proposal && proposal.results.length > 0 ? <ProposalTable view={proposalView(proposal)} /> : null}
      <View className="pt-actions">
        <Button className="pt-button pt-button-plain rebalance-not-now" onClick={notBack}>
          {PORTFOLIO_TRADE_TEXTS.notNow}
        </Button>
        {proposal ? (
          <Button className="pt-button rebalance-view" onClick={() => void navigate(PORTFOLIO_TRADE_URLS.rebalanceProposal(portfolioId, cardId))}>
            {PORTFOLIO_TRADE_TEXTS.viewRebalance}
          </Button>
        ) : null}
      </View>
    </View>
  );
}
