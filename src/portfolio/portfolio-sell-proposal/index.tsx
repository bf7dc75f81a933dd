import { PORTFOLIO_TRADE_TEXTS, portfolioTradeSummary, readId, readSellProposalQuery } from '@fund/core/portfolio';
import { useRouterParams, largeTextPage } from '@/platform';
import { MissingIdView } from '@/components/trade/MissingIdView';
import { trading } from '../trade-components/portfolio-trade-services';
import { ProposalScreen } from '../trade-components/ProposalScreen';

/** /p/{id}/sell/proposal/: what each fund sells for the amount; 确认卖出 -> password -> the order. */
function PortfolioSellProposalPage() {
  const params = useRouterParams();
  const id = readId(params.id);
  const query = readSellProposalQuery(params);
  if (id === null || query === null) return <MissingIdView text={PORTFOLIO_TRADE_TEXTS.noProposal} />;
  return (
    <ProposalScreen
      className="portfolio-sell-proposal-page"
      title={PORTFOLIO_TRADE_TEXTS.proposalTitle}
      loadKey={`${id}|${query.bankCardId}|${query.amount}`}
      load={() => trading.portfolioSellProposal({ query: { fund_portfolio_id: id, bank_card_id: query.bankCardId, amount: query.amount } })}
      confirmLabel={PORTFOLIO_TRADE_TEXTS.confirmSell}
      orderOf={() => ({ kind: 'sell', portfolioId: id, bankCardId: query.bankCardId, amount: query.amount })}
      summaryOf={(p) => portfolioTradeSummary('卖出', p.fund_portfolio.name, query.amount)}
    />
  );
}

export default largeTextPage(PortfolioSellProposalPage);
