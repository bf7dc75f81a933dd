// Request schemas and answer types of trading (spec 03 §3 payloads, §7 calls): records, buy, sell, undo, portfolio trades, fees, proposals.
import { s } from '../../api/schema';
import { w } from '../../api/contract/answer-fields';
import { f } from '../../api/contract/common-fields';
import { answer, defineContract, res } from '../../api/contract/define-contract';
import { fundTradeMarker, portfolioCompareAnswer, portfolioTradeMarker } from '../../api/contract/entities/held-answers';
import { tradingRoutes } from './trading-routes';
import { fundReservation, noticeMark } from '../../account/api/other-answers';
import type {
  FeeQuote,
  Page,
  PortfolioProposal,
  PortfolioTradeRecord,
  PortfolioTradeRecordDetail,
  TradeRecord,
  TradeRecordDetail,
  TradeSubmitted,
} from '../../api/contract/entities';

/** The record tabs: fund, portfolio, cash treasure, private fund; 10 per page. */
const records = () => s.object({ page: f.page(), page_size: f.pageSize(10, 100), status: s.optional(s.int({ min: 0, max: 14 })), fund_id: s.optional(f.id()) });
const portfolioCard = () => ({ fund_portfolio_id: f.id(), bank_card_id: f.id() });
const feeTarget = () => ({ fund_id: f.id(), bank_card_id: s.optional(f.id()), is_bao: f.flag() });
const undo = () => s.object({ id: f.id(), password: f.tradePassword() });

export const tradingContract = defineContract('trading', tradingRoutes, {
  fundTrades: { query: records(), response: res<Page<TradeRecord>>() },
  privateFundTrades: { query: records(), response: res<Page<TradeRecord>>() },
  // fund_portfolio_id narrows the list to one held portfolio's orders (its trade_record_list page).
  portfolioTrades: { query: s.object({ ...records().shape, fund_portfolio_id: s.optional(f.id()) }), response: res<Page<PortfolioTradeRecord>>() },
  fundTrade: { response: res<TradeRecordDetail>() },
  privateFundTrade: { response: res<TradeRecordDetail>() },
  portfolioTrade: { response: res<PortfolioTradeRecordDetail>() },
  // Also subscription and cash-treasure transfer-in; confirm_risk records the user's risk confirmation with the order.
  buy: {
    body: s.object({ fund_id: f.id(), bank_card_id: f.id(), amount: f.amount(), is_bao: s.withDefault(s.bool(), false), password: f.tradePassword(), confirm_risk: f.flag() }),
    response: res<TradeSubmitted>(),
  },
  // To the cash treasure (is_bao) or the card; a cash-treasure sell is fast or normal (is_fast).
  sell: {
    body: s.object({
      fund_id: f.id(),
      bank_card_id: f.id(),
      shares: f.shares(),
      password: f.tradePassword(),
      fund_portfolio_id: s.optional(f.id()),
      is_bao: s.withDefault(s.bool(), false),
      is_fast: s.withDefault(s.bool(), false),
    }),
    response: res<TradeSubmitted>(),
  },
  undo: { body: undo(), response: res<TradeSubmitted>() },
  portfolioBuy: {
    body: s.object({ ...portfolioCard(), amount: f.amount(), is_bao: s.withDefault(s.bool(), false), password: f.tradePassword(), coupon_id: s.optional(f.id()), confirm_risk: f.flag() }),
    response: res<TradeSubmitted>(),
  },
  portfolioSell: { body: s.object({ ...portfolioCard(), amount: f.amount(), password: f.tradePassword() }), response: res<TradeSubmitted>() },
  portfolioSellFund: { body: s.object({ ...portfolioCard(), fund_id: f.id(), shares: f.shares(), password: f.tradePassword() }), response: res<TradeSubmitted>() },
  portfolioRebalance: {
    body: s.object({ ...portfolioCard(), password: f.tradePassword(), rebalance_type: s.withDefault(s.int({ min: 0, max: 9 }), 0) }),
    response: res<TradeSubmitted>(),
  },
  portfolioUndo: { body: undo(), response: res<TradeSubmitted>() },
  markNotice: { body: s.object({ code: f.text(64) }), response: answer(noticeMark) },
  portfolioSellFee: { query: s.object({ fund_portfolio_id: f.id(), amount: s.decimal({ dp: 2 }) }), response: res<FeeQuote>() },
  portfolioBuyFee: { query: s.object({ fund_portfolio_id: f.id(), amount: s.decimal({ dp: 2 }) }), response: res<FeeQuote>() },
  portfolioSellFundFee: { query: s.object({ fund_portfolio_id: f.id(), fund_id: f.id(), shares: s.decimal({ dp: 2 }) }), response: res<FeeQuote>() },
  portfolioRebalanceProposal: { query: s.object(portfolioCard()), response: res<PortfolioProposal>() },
  portfolioBuyProposal: { query: s.object({ ...portfolioCard(), amount: f.amount(), is_bao: f.flag() }), response: res<PortfolioProposal>() },
  portfolioSellProposal: { query: s.object({ ...portfolioCard(), amount: f.amount() }), response: res<PortfolioProposal>() },
  portfolioRebalanceCompare: { query: s.object({ ...portfolioCard(), shares: s.optional(s.decimal({ dp: 2 })) }), response: answer(portfolioCompareAnswer) },
  portfolioBuyCompare: { query: s.object({ ...portfolioCard(), amount: f.amount() }), response: answer(portfolioCompareAnswer) },
  portfolioSellCompare: { query: s.object({ ...portfolioCard(), amount: f.amount() }), response: answer(portfolioCompareAnswer) },
  // A failing quote is shown as a red hint and blocks the submit.
  buyFee: { query: s.object({ ...feeTarget(), amount: s.decimal({ dp: 2 }) }), response: res<FeeQuote>() },
  sellFee: { query: s.object({ ...feeTarget(), shares: s.decimal({ dp: 2 }) }), response: res<FeeQuote>() },
  checkNoticeMark: { query: s.object({ code: f.text(64) }), response: answer(noticeMark) },
  fundTradeMarkers: { query: s.object({ fund_id: f.id() }), response: answer(w.list(fundTradeMarker)) },
  privateFundTradeMarkers: { query: s.object({ fund_id: f.id() }), response: answer(w.list(fundTradeMarker)) },
  portfolioTradeMarkers: { query: s.object({ fund_portfolio_id: f.id() }), response: answer(w.list(portfolioTradeMarker)) },
  reservePrivateFund: { body: s.object({ fund_id: f.id(), amount: s.optional(f.amount()), mobile: s.optional(f.mobile()) }), response: answer(fundReservation) },
});

