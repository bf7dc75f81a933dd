// The request bodies of placing, selling, undoing and planning trades, as the server receives them (after the
// contract's defaults): read off the contract's schemas, so the server's services take the very shapes the
// client is typed against instead of restating them.
import type { fixedInvestmentContract } from '../plan/api/fixed-investment-contract';
import type { tradingContract } from './api/trading-contract';
import type { Infer } from '../api/schema';

type BodyOf<C> = C extends { readonly body: infer S } ? Infer<S> : never;
type QueryOf<C> = C extends { readonly query: infer S } ? Infer<S> : never;
type Trading = typeof tradingContract;

export type BuyRequest = BodyOf<Trading['buy']>;
export type SellRequest = BodyOf<Trading['sell']>;
export type UndoRequest = BodyOf<Trading['undo']>;
export type PortfolioBuyRequest = BodyOf<Trading['portfolioBuy']>;
export type PortfolioSellRequest = BodyOf<Trading['portfolioSell']>;
export type PortfolioSellFundRequest = BodyOf<Trading['portfolioSellFund']>;
export type PortfolioRebalanceRequest = BodyOf<Trading['portfolioRebalance']>;
/** A held portfolio and the card it trades on (the proposals' query). */
export type PortfolioCardQuery = Pick<QueryOf<Trading['portfolioRebalanceProposal']>, 'fund_portfolio_id' | 'bank_card_id'>;
/** A fixed-investment plan's terms (modify; create adds the fund). */
export type PlanRequest = BodyOf<(typeof fixedInvestmentContract)['modify']>;
