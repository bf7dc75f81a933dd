// Answer schemas of the store-income calls (spec 03 §7 Store: income/mine, income/portfolio, income
// withdraw, forecast). The spec names the calls, not their fields: designed here from its descriptions.
import type { Infer } from '../../api/schema';
import { s } from '../../api/schema';
import { w } from '../../api/contract/answer-fields';

const incomeTotals = {
  /** 累计收入: every accrued share of advisory fees. */
  income_total: w.decimal(),
  /** 可提现: accrued and not yet withdrawn into the wallet. */
  income_available: w.decimal(),
  /** 已提现: withdrawn into the wallet. */
  income_withdrawn: w.decimal(),
};

/** One of the owner's portfolios and what it has earned. */
export const storeIncomePortfolio = w.object({
  store_portfolio_id: w.int(),
  name: w.text(),
  manage_fare_ratio: w.decimal(),
  income_total: w.decimal(),
  income_latest: w.decimal(),
  latest_date: w.maybe(w.date()),
});

/** The owner's income: the three totals, the share of fees, and each portfolio's income. */
export const storeIncomeMine = w.object({
  ...incomeTotals,
  /** The owner's share of the advisory fee ('0.50'). */
  share: w.decimal(),
  portfolios: w.list(storeIncomePortfolio),
});

/** A day's accrual of one portfolio: the fees its holders paid and the owner's income of the day. */
export const storeIncomeDay = w.object({ date: w.date(), fee: w.decimal(), income: w.decimal() });

/** One portfolio's income: its figures and its days, newest first, a page at a time. */
export const storeIncomePortfolioDetail = w.object({
  portfolio: storeIncomePortfolio,
  share: w.decimal(),
  days: w.page(storeIncomeDay),
});

/** A withdrawal of store income into the wallet (status 1: in the wallet). */
export const storeIncomeWithdrawalRow = w.object({
  id: w.int(),
  amount: w.decimal(),
  status: s.enum([1]),
  status_display: w.text(),
  created_at: w.dateTime(),
});

/** The answer to a withdrawal: the row and the income after it. */
export const storeIncomeWithdrawAnswer = w.object({
  withdrawal: storeIncomeWithdrawalRow,
  ...incomeTotals,
  wallet_available: w.decimal(),
});

/** The forecast calculator: assets under management × annual fee rate × share. */
export const storeIncomeForecastAnswer = w.object({
  amount: w.decimal(),
  store_portfolio_id: w.maybe(w.int()),
  rate: w.decimal(),
  share: w.decimal(),
  income_day: w.decimal(),
  income_month: w.decimal(),
  income_year: w.decimal(),
});

export type StoreIncomePortfolio = Infer<typeof storeIncomePortfolio>;
export type StoreIncomeMine = Infer<typeof storeIncomeMine>;
export type StoreIncomeDay = Infer<typeof storeIncomeDay>;
export type StoreIncomePortfolioDetail = Infer<typeof storeIncomePortfolioDetail>;
export type StoreIncomeWithdrawalRow = Infer<typeof storeIncomeWithdrawalRow>;
export type StoreIncomeWithdrawAnswer = Infer<typeof storeIncomeWithdrawAnswer>;
export type StoreIncomeForecastAnswer = Infer<typeof storeIncomeForecastAnswer>;
