import { PORTFOLIO_TRADE_TEXTS, portfolioTradeSummary, readBuyProposalQuery, readId } from '@fund/core/portfolio';
import { useRouterParams, largeTextPage } from '@/platform';
import { MissingIdView } from '@/components/trade/MissingIdView';
import { trading } from '../trade-components/portfolio-trade-services';
import { ProposalScreen } from '../trade-components/ProposalScreen';

/** /p/{id}/buy/proposal/: how the amount is spread over the portfolio's funds; 确认买入 -> password -> the order. */
function PortfolioBuyProposalPage() {
  const params = useRouterParams();
  const id = readId(params.id);
  const query = readBuyProposalQuery(params);
  if (id === null || query === null) return <MissingIdView text={PORTFOLIO_TRADE_TEXTS.noProposal} />;
  return (
    <ProposalScreen
      className="portfolio-buy-proposal-page"
      title={PORTFOLIO_TRADE_TEXTS.proposalTitle}
      loadKey={`${id}|${query.bankCardId}|${query.amount}|${query.isBao ? 1 : 0}`}
      load={() => trading.portfolioBuyProposal({ query: { fund_portfolio_id: id, bank_card_id: query.bankCardId, amount: query.amount, is_bao: query.isBao } })}
      confirmLabel={PORTFOLIO_TRADE_TEXTS.confirmBuy}
      orderOf={() => ({ kind: 'buy', portfolioId: id, bankCardId: query.bankCardId, amount: query.amount, isBao: query.isBao, couponId: query.couponId })}
      summaryOf={(p) => portfolioTradeSummary('买入', p.fund_portfolio.name, query.amount)}
    />
  );
}

export default largeTextPage(PortfolioBuyProposalPage);
