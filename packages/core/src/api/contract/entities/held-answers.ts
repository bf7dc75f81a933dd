// Answer schemas of the user's holdings, portfolio reports and trade charts (fees accrued, wallet changes,
// service reports, compare tables, trade markers), shaped after what the reference server answers
// (packages/server/src/modules/portfolio, trade, assets).
import type { Infer } from '../../schema';
import { w } from '../answer-fields';
import type { FundDetail, Portfolio, PortfolioPosition, PortfolioTradeRecord } from './index';

/** A purchase (申购) or subscription (认购) fee tier: [min_amount, max_amount) in yuan. */
export const purchaseTier = w.object({
  min_amount: w.decimal(),
  max_amount: w.maybe(w.decimal()),
  text: w.text(),
  fare_ratio: w.decimal(),
  discount_rate: w.decimal(),
  discounted_fare_ratio: w.decimal(),
  /** A fixed fee in yuan instead of a rate (the top tier). */
  fixed_fee: w.maybe(w.decimal()),
});

/** A sell fee tier by days held: [min_days, max_days). */
export const sellTier = w.object({
  min_days: w.int(),
  max_days: w.maybe(w.int()),
  text: w.text(),
  fare_ratio: w.decimal(),
  discount_rate: w.decimal(),
  discounted_fare_ratio: w.decimal(),
});

export const holdingsManageFareMineAnswer = w.object({
  fare_total: w.decimal(),
  /** One per portfolio with any fee; fare_latest and worth are its latest day's. */
  results: w.list(
    w.object({
      fund_portfolio_id: w.int(),
      symbol: w.text(),
      name: w.text(),
      manage_fare_ratio: w.decimal(),
      fare_total: w.decimal(),
      fare_latest: w.decimal(),
      worth: w.decimal(),
      latest_date: w.date(),
    }),
  ),
});

/** A day's advisory fee on one portfolio, summed over the cards. */
export const holdingsManageFareHistoryAnswer = w.page(
  w.object({ date: w.date(), fund_portfolio_id: w.int(), symbol: w.text(), name: w.text(), worth: w.decimal(), fare: w.decimal() }),
);

/** The user's worth split by asset kind. */
export const holdingsAssetReportMineAnswer = w.object({
  worth_value: w.decimal(),
  allocation: w.list(w.object({ name: w.text(), value: w.decimal(), percent: w.decimal() })),
});

/** What a shared asset report shows to others: no amounts, only the split and the period's return. */
export const holdingsAssetReportShareInfoAnswer = w.object({
  title: w.text(),
  percent: w.maybe(w.decimal()),
  allocation: w.list(w.object({ name: w.text(), percent: w.decimal() })),
  share_url: w.text(),
});

/** A money row of the ledger (to and from the cards, fees), newest first. */
export const otherWalletChangesAnswer = w.page(
  w.object({
    id: w.int(),
    /** 'card' or 'fee'. */
    kind: w.text(),
    amount: w.decimal(),
    memo: w.text(),
    trade_record: w.maybe(w.int()),
    bank_card_id: w.maybe(w.int()),
    created_at: w.dateTime(),
  }),
);

/** A monthly service report of one held portfolio. */
export const portfolioServiceReportRecordAnswer = w.object({
  id: w.int(),
  month: w.text(),
  period: w.text(),
  start_date: w.date(),
  end_date: w.date(),
  fund_portfolio: w.object({ id: w.int(), symbol: w.text(), name: w.text() }),
  start_worth: w.decimal(),
  end_worth: w.decimal(),
  income: w.decimal(),
  fare: w.decimal(),
  buy_amount: w.decimal(),
  sell_amount: w.decimal(),
  trades_count: w.int(),
  percent: w.decimal(),
  portfolio_percent: w.maybe(w.decimal()),
});

export const portfolioServiceReportRecordsAnswer = w.page(portfolioServiceReportRecordAnswer);

/** The report month's portfolio trade records, with their trade date and the portfolio's name. */
export const portfolioServiceReportTradesAnswer = w.page(
  w.entityWith<PortfolioTradeRecord>()({ trade_date: w.maybe(w.date()), name: w.text() }),
);

export const portfolioDetailedPositionsAnswer = w.page(
  w.entityWith<PortfolioPosition>()({
    symbol_stype: w.int(),
    investment_risk: w.int(),
    net_value: w.maybe(w.decimal()),
    tradedate: w.maybe(w.date()),
    percent_day: w.maybe(w.decimal()),
    percent_year: w.maybe(w.decimal()),
    year_yld: w.maybe(w.decimal()),
  }),
);

/** When an order placed now is applied, confirmed and paid. */
export const portfolioTimetableAnswer = w.object({
  buy: w.object({ apply_date: w.date(), confirm_date: w.date(), income_date: w.date() }),
  sell: w.object({ apply_date: w.date(), confirm_date: w.date(), arrive_date: w.date() }),
  t_days_sell: w.int(),
  cutoff_time: w.text(),
});

/** The portfolio's fee ranges and each target fund's own fee tables. */
export const portfolioFareRatioAnswer = w.object({
  fare_ratio_buy_min: w.decimal(),
  fare_ratio_buy_max: w.decimal(),
  fare_ratio_sell_min: w.decimal(),
  fare_ratio_sell_max: w.decimal(),
  discount_rate_buy: w.decimal(),
  discount_rate_sell: w.decimal(),
  manage_fare_ratio: w.decimal(),
  funds: w.list(
    w.object({
      symbol: w.text(),
      name: w.text(),
      percent: w.decimal(),
      fare_ratio_buy: w.decimal(),
      discount_rate_buy: w.decimal(),
      fare_ratio_sell: w.decimal(),
      discount_rate_sell: w.decimal(),
      buy: w.list(purchaseTier),
      sell: w.list(sellTier),
    }),
  ),
});

export const portfolioTopicsAnswer = w.object({ code: w.text(), portfolios: w.list(w.entity<Portfolio>()) });

/** Each fund's share of the portfolio's worth on the card now and once the proposal is done. */
export const portfolioCompareAnswer = w.object({
  results: w.list(w.object({ fund: w.entity<FundDetail>(), before_percent: w.decimal(), after_percent: w.decimal() })),
});

/** A point for the NAV chart: one confirmed trade of the user's. */
export const fundTradeMarker = w.object({
  id: w.int(),
  date: w.date(),
  direction: w.int(),
  direction_display: w.text(),
  amount: w.decimal(),
  shares: w.maybe(w.decimal()),
  net_value: w.maybe(w.decimal()),
});

export const portfolioTradeMarker = w.object({
  id: w.int(),
  date: w.date(),
  direction: w.int(),
  direction_display: w.text(),
  amount: w.decimal(),
  net_value: w.maybe(w.decimal()),
});

export type PurchaseTierRow = Infer<typeof purchaseTier>;
export type SellTierRow = Infer<typeof sellTier>;
export type HoldingsManageFareMineAnswer = Infer<typeof holdingsManageFareMineAnswer>;
export type HoldingsManageFareHistoryAnswer = Infer<typeof holdingsManageFareHistoryAnswer>;
export type HoldingsAssetReportMineAnswer = Infer<typeof holdingsAssetReportMineAnswer>;
export type HoldingsAssetReportShareInfoAnswer = Infer<typeof holdingsAssetReportShareInfoAnswer>;
export type OtherWalletChangesAnswer = Infer<typeof otherWalletChangesAnswer>;
export type PortfolioServiceReportRecordAnswer = Infer<typeof portfolioServiceReportRecordAnswer>;
export type PortfolioServiceReportRecordsAnswer = Infer<typeof portfolioServiceReportRecordsAnswer>;
export type PortfolioServiceReportTradesAnswer = Infer<typeof portfolioServiceReportTradesAnswer>;
export type PortfolioDetailedPositionsAnswer = Infer<typeof portfolioDetailedPositionsAnswer>;
export type PortfolioTimetableAnswer = Infer<typeof portfolioTimetableAnswer>;
export type PortfolioFareRatioAnswer = Infer<typeof portfolioFareRatioAnswer>;
export type PortfolioTopicsAnswer = Infer<typeof portfolioTopicsAnswer>;
export type PortfolioCompareAnswer = Infer<typeof portfolioCompareAnswer>;
export type FundTradeMarker = Infer<typeof fundTradeMarker>;
export type PortfolioTradeMarker = Infer<typeof portfolioTradeMarker>;
