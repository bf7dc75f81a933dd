import { Text } from '@tarojs/components';
import { PORTFOLIO_TRADE_TEXTS, PORTFOLIO_TRADE_URLS, portfolioTradeSummary, readId } from '@fund/core/portfolio';
import { navigate, useRouterParams, largeTextPage } from '@/platform';
import { MissingIdView } from '@/components/trade/MissingIdView';
import { trading } from '../trade-components/portfolio-trade-services';
import { ProposalScreen } from '../trade-components/ProposalScreen';
import { BUTTON_ROLE } from '@/components/tap-label';

/** /p/{id}/rebalance_proposal/?bankCardId: the sells and buys that bring the holding back to the target. */
function PortfolioRebalanceProposalPage() {
  const params = useRouterParams();
  const id = readId(params.id);
  const cardId = readId(params.bankCardId);
  if (id === null || cardId === null) return <MissingIdView text={PORTFOLIO_TRADE_TEXTS.noProposal} />;
  return (
    <ProposalScreen
      className="portfolio-rebalance-proposal-page"
      title={PORTFOLIO_TRADE_TEXTS.rebalanceTitle}
      loadKey={`${id}|${cardId}`}
      load={() => trading.portfolioRebalanceProposal({ query: { fund_portfolio_id: id, bank_card_id: cardId } })}
      confirmLabel={PORTFOLIO_TRADE_TEXTS.confirmRebalance}
      orderOf={(p) => ({ kind: 'rebalance', portfolioId: id, bankCardId: cardId, card: p.bank_card, rows: p.results })}
      summaryOf={(p) => portfolioTradeSummary('调仓', p.fund_portfolio.name, null)}
    >
      <Text {...BUTTON_ROLE} className="pt-link rebalance-compare-link tap" onClick={() => void navigate(PORTFOLIO_TRADE_URLS.rebalanceCompare(id, cardId))}>
        {PORTFOLIO_TRADE_TEXTS.viewCompare}
      </Text>
    </ProposalScreen>
  );
}

export default largeTextPage(PortfolioRebalanceProposalPage);
