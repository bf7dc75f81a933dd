// Answer schemas of the futures calls (spec 03 §7 names the calls, not their fields: these shapes are
// designed here). Money and prices are decimal strings; the server's tests validate real answers.
import type { Infer } from '../../api/schema';
import { s } from '../../api/schema';
import { w } from '../../api/contract/answer-fields';
import { FUTURES_DIRECTIONS, FUTURES_PRODUCT_TYPES } from '../futures-codes';

/** A futures account the user linked at a broker; `account_no` is masked to its last four digits. */
export const futuresAccount = w.object({
  id: w.int(),
  broker_name: w.text(),
  account_no: w.text(),
  is_default: w.bool(),
  status: w.int(),
  status_display: w.text(),
  linked_at: w.dateTime(),
});

export const futuresProduct = w.object({
  id: w.int(),
  name: w.text(),
  product_type: s.enum(FUTURES_PRODUCT_TYPES),
  product_type_display: w.text(),
  manager: w.text(),
  /** 1 (lowest) to 5, as funds' risk levels. */
  risk_level: w.int(),
  min_amount: w.decimal(),
  /** In percent; null before a year of history. */
  annual_return: w.maybe(w.decimal()),
  max_drawdown: w.maybe(w.decimal()),
  net_value: w.decimal(),
  net_value_date: w.date(),
  review_count: w.int(),
});

export const futuresProductDetail = w.object({
  ...futuresProduct.shape,
  strategy: w.text(),
  description: w.text(),
  launched_on: w.date(),
  /** What the product type asks of the investor (合格投资者, 起投金额). */
  type_note: w.text(),
  net_values: w.list(w.object({ date: w.date(), value: w.decimal() })),
});

export const futuresProductReview = w.object({
  id: w.int(),
  product_id: w.int(),
  product_name: w.text(),
  author: w.text(),
  /** 1 to 5 stars. */
  rating: w.int(),
  title: w.text(),
  content: w.text(),
  published_on: w.date(),
});

export const futuresProductReviewsAnswer = w.page(futuresProductReview);

export const futuresInstrument = w.object({
  id: w.int(),
  symbol: w.text(),
  name: w.text(),
  exchange: w.text(),
  exchange_display: w.text(),
  tradedate: w.date(),
  last_price: w.decimal(),
  prev_settle: w.decimal(),
  open: w.decimal(),
  high: w.decimal(),
  low: w.decimal(),
  change: w.decimal(),
  percentage: w.decimal(),
  volume: w.int(),
  open_interest: w.int(),
  multiplier: w.int(),
  price_unit: w.text(),
});

export const futuresPosition = w.object({
  instrument_id: w.int(),
  symbol: w.text(),
  name: w.text(),
  direction: s.enum(FUTURES_DIRECTIONS),
  direction_display: w.text(),
  lots: w.int(),
  prev_settle: w.decimal(),
  last_price: w.decimal(),
  /** Today's floating profit against yesterday's settlement. */
  profit: w.decimal(),
});

/** The linked account now: equity, today's profit from its positions, the profit since it was linked. */
export const futuresIncomeRealtime = w.object({
  account: futuresAccount,
  tradedate: w.date(),
  balance: w.decimal(),
  profit_today: w.decimal(),
  profit_total: w.decimal(),
  positions: w.list(futuresPosition),
});

export const futuresIncomeDays = w.object({
  account: futuresAccount,
  start_date: w.maybe(w.date()),
  end_date: w.maybe(w.date()),
  total_profit: w.decimal(),
  profit_days: w.int(),
  loss_days: w.int(),
  win_rate: w.decimal(),
  max_profit: w.decimal(),
  max_loss: w.decimal(),
  /** Oldest first. */
  results: w.list(w.object({ date: w.date(), profit: w.decimal(), balance: w.decimal() })),
});

export type FuturesAccount = Infer<typeof futuresAccount>;
export type FuturesProduct = Infer<typeof futuresProduct>;
export type FuturesProductDetail = Infer<typeof futuresProductDetail>;
export type FuturesProductReview = Infer<typeof futuresProductReview>;
export type FuturesInstrument = Infer<typeof futuresInstrument>;
export type FuturesPosition = Infer<typeof futuresPosition>;
export type FuturesIncomeRealtime = Infer<typeof futuresIncomeRealtime>;
export type FuturesIncomeDays = Infer<typeof futuresIncomeDays>;
