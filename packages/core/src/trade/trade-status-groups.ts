// Trade statuses grouped by what they mean for the money and the shares, so server queries and rules name
// a group instead of listing codes. Every status is in exactly one phase: open, succeeded, failed, cancelled.
import { TradeStatus } from './trade-codes';

/** Still moving: entrusted, paid or under rebalance; the money or shares are held for the order. */
export const OPEN_TRADE_STATUSES: readonly TradeStatus[] = [
  TradeStatus.EntrustSucceed,
  TradeStatus.PaySucceed,
  TradeStatus.PartPaySucceed,
  TradeStatus.PartEntrustSucceed,
  TradeStatus.InRebalance,
];

/** Went through, all or in part. */
export const SUCCEEDED_TRADE_STATUSES: readonly TradeStatus[] = [
  TradeStatus.TradeSucceed,
  TradeStatus.PartTradeSucceed,
  TradeStatus.RebalanceSucceed,
  TradeStatus.SubscriptionConfirmed,
];

/** Ended without trading; whatever the order held goes back. */
export const FAILED_TRADE_STATUSES: readonly TradeStatus[] = [
  TradeStatus.TradeFailed,
  TradeStatus.PayFailed,
  TradeStatus.EntrustFailed,
  TradeStatus.RebalanceFailed,
  TradeStatus.SubscriptionFailed,
];

/** Undone by the investor before the cut-off. */
export const CANCELLED_TRADE_STATUSES: readonly TradeStatus[] = [TradeStatus.Cancelled];

/**
 * A fund order confirmed in full, buy or subscription: its shares_confirm are the investor's lots (the sell
 * fee's holding periods, the NAV chart's trade markers, a plan's invested total).
 */
export const CONFIRMED_TRADE_STATUSES: readonly TradeStatus[] = [TradeStatus.TradeSucceed, TradeStatus.SubscriptionConfirmed];

/** Confirmed by the fund company, in full or in part (what a service report counts as traded). */
export const TRADED_STATUSES: readonly TradeStatus[] = [TradeStatus.TradeSucceed, TradeStatus.PartTradeSucceed];

/** A fund order that counts as placed: waiting (entrusted) or confirmed; neither failed nor undone. */
export const PLACED_TRADE_STATUSES: readonly TradeStatus[] = [TradeStatus.EntrustSucceed, ...CONFIRMED_TRADE_STATUSES];

/** A portfolio order still moving: entrusted, or a rebalance under way. */
export const OPEN_PORTFOLIO_TRADE_STATUSES: readonly TradeStatus[] = [TradeStatus.EntrustSucceed, TradeStatus.InRebalance];

/** A portfolio order that went through (the amount it really moved is shown). */
export const DONE_PORTFOLIO_TRADE_STATUSES: readonly TradeStatus[] = [TradeStatus.TradeSucceed, TradeStatus.PartTradeSucceed, TradeStatus.RebalanceSucceed];

export const TradeStatusPhase = {
  Open: 'open',
  Succeeded: 'succeeded',
  Failed: 'failed',
  Cancelled: 'cancelled',
} as const;
export type TradeStatusPhase = (typeof TradeStatusPhase)[keyof typeof TradeStatusPhase];

export const TRADE_STATUS_PHASES: Readonly<Record<TradeStatusPhase, readonly TradeStatus[]>> = {
  [TradeStatusPhase.Open]: OPEN_TRADE_STATUSES,
  [TradeStatusPhase.Succeeded]: SUCCEEDED_TRADE_STATUSES,
  [TradeStatusPhase.Failed]: FAILED_TRADE_STATUSES,
  [TradeStatusPhase.Cancelled]: CANCELLED_TRADE_STATUSES,
};

/** Whether a status (a number from a row or the wire) is one of a group. */
export function inStatusGroup(group: readonly TradeStatus[], status: number): boolean {
  return (group as readonly number[]).includes(status);
}

/** The phase of a status; an unknown code has none. */
export function tradeStatusPhase(status: number): TradeStatusPhase | null {
  const phases = Object.keys(TRADE_STATUS_PHASES) as TradeStatusPhase[];
  return phases.find((p) => inStatusGroup(TRADE_STATUS_PHASES[p], status)) ?? null;
}
