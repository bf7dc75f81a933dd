// Answer schemas of the insights calls: true returns of a holding or of the account.
import type { Infer } from '../../api/schema';
import { s } from '../../api/schema';
import { w } from '../../api/contract/answer-fields';
import { RETURN_PERIOD_KEYS } from '../returns/return-periods';
import { SUBSCRIBE_TOPICS } from '../money-calendar/subscribe-messages';

/** Rates are ratios ("0.083412" = 8.3412%), null when the status says why there is none. */
export const trueReturnsAnswer = w.object({
  period: s.enum(RETURN_PERIOD_KEYS),
  /** What was asked for: one of these, or none for the whole account. */
  fund_id: w.maybe(w.int()),
  plan_id: w.maybe(w.int()),
  portfolio_id: w.maybe(w.int()),
  status: s.enum(['ok', 'no-data', 'no-solution', 'no-convergence'] as const),
  status_display: w.text(),
  from: w.maybe(w.date()),
  to: w.maybe(w.date()),
  days: w.int(),
  xirr: w.maybe(w.decimal()),
  money_weighted: w.maybe(w.decimal()),
  time_weighted: w.maybe(w.decimal()),
  behaviour_gap: w.maybe(w.decimal()),
});

export type TrueReturnsAnswer = Infer<typeof trueReturnsAnswer>;

const NAV_STATUSES = ['updated', 'pending', 'qdii-lag'] as const;
const CAUSES = ['nav', 'buy', 'dividend', 'yield'] as const;

/** Each held fund's NAV status for today, and how much of the account total is priced at confirmed NAVs. */
export const navStatusAnswer = w.object({
  date: w.date(),
  /** The latest trading day on or before today: the NAV date that counts as confirmed. */
  trading_day: w.date(),
  items: w.list(w.object({ fund_id: w.int(), status: s.enum(NAV_STATUSES), status_display: w.text(), nav_date: w.maybe(w.date()), note: w.text() })),
  total_worth: w.decimal(),
  confirmed_worth: w.decimal(),
  confirmed_percent: w.decimal(),
  confirmed_display: w.text(),
});

export type NavStatusAnswer = Infer<typeof navStatusAnswer>;

const causeAmount = w.object({ cause: s.enum(CAUSES), label: w.text(), amount: w.decimal() });

/** A day's income by holding and by cause; every list adds up to `total`, the income shown for that day. */
export const incomeSplitAnswer = w.object({
  /** null when the user has no income recorded yet. */
  date: w.maybe(w.date()),
  total: w.decimal(),
  holdings: w.list(
    w.object({
      fund_id: w.int(),
      portfolio_id: w.int(),
      name: w.text(),
      symbol: w.text(),
      income: w.decimal(),
      shares: w.decimal(),
      nav_before: w.maybe(w.decimal()),
      nav_after: w.maybe(w.decimal()),
      nav_change: w.maybe(w.decimal()),
      causes: w.list(causeAmount),
    }),
  ),
  causes: w.list(causeAmount),
  /** Advisory fees accrued that day, which the income does not include. */
  fee_accrued: w.decimal(),
});

export type IncomeSplitAnswer = Infer<typeof incomeSplitAnswer>;

const EVENT_KINDS = ['plan-debit', 'buy-confirm', 'redeem-arrive', 'dividend', 'bao-income', 'coupon-expiry'] as const;

/** A month of the money calendar: every entry with its kind, the record it links to and whether it has happened. */
export const moneyCalendarAnswer = w.object({
  month: s.string({ pattern: /^\d{4}-\d{2}$/ }),
  today: w.date(),
  /** The months either side, null where the calendar stops. */
  previous: w.maybe(w.text()),
  next: w.maybe(w.text()),
  events: w.list(
    w.object({ date: w.date(), kind: s.enum(EVENT_KINDS), kind_display: w.text(), title: w.text(), detail: w.text(), amount: w.maybe(w.decimal()), url: w.text(), done: w.bool() }),
  ),
});

export type MoneyCalendarAnswer = Infer<typeof moneyCalendarAnswer>;

/** The topics now allowed for the caller. */
export const subscribedAnswer = w.object({ topics: w.list(s.enum(SUBSCRIBE_TOPICS)) });

/** What the subscribe-message simulator recorded as sent to the caller. */
export const sentMessagesAnswer = w.object({
  results: w.list(w.object({ topic: s.enum(SUBSCRIBE_TOPICS), title: w.text(), detail: w.text(), page: w.text(), sent_at: w.text() })),
});
