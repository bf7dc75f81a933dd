// The fund page countdown: to the subscription start before the sale, to its end during it.
import { BEIJING_OFFSET_MS, DAY_MS } from '../calendar/calendar-date';
import { SubscriptionStatus } from './fund-codes';
import { TRADE_BUTTON_LABELS } from '../trade/trade-texts';

export const SUBSCRIPTION_STATUS_TEXTS: Readonly<Record<SubscriptionStatus, string>> = {
  [SubscriptionStatus.BeforeSale]: TRADE_BUTTON_LABELS.comingSoon,
  [SubscriptionStatus.SubscriptionPeriod]: '认购期',
  [SubscriptionStatus.Open]: '开放申购',
};

export function subscriptionStatusText(status: number): string {
  return (SUBSCRIPTION_STATUS_TEXTS as Readonly<Record<number, string>>)[status] ?? '';
}

export interface SubscriptionDates {
  subscription_status: number;
  subscribe_start_date: string | null;
  subscribe_end_date: string | null;
}

export interface CountdownTarget {
  kind: 'start' | 'end';
  /** The server's date or date-time text. */
  at: string;
}

export function subscriptionCountdownTarget(fund: SubscriptionDates): CountdownTarget | null {
  if (fund.subscription_status === SubscriptionStatus.BeforeSale && fund.subscribe_start_date) {
    return { kind: 'start', at: fund.subscribe_start_date };
  }
  if (fund.subscription_status === SubscriptionStatus.SubscriptionPeriod && fund.subscribe_end_date) {
    return { kind: 'end', at: fund.subscribe_end_date };
  }
  return null;
}

const MARKET_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Epoch milliseconds of a market date-time. Times without a zone are Beijing time whatever the
 * device's zone, which Date's own parser would get wrong ("2024-05-01" as UTC, "2024-05-01 09:30"
 * as local). null when the text is not a date.
 */
export function parseMarketTime(text: string): number | null {
  const m = MARKET_TIME.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', zone] = m;
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const utc = Date.UTC(Number(y), month - 1, day, Number(h), Number(mi), Number(s));
  if (new Date(utc).getUTCDate() !== day) return null;
  if (zone === undefined) return utc - BEIJING_OFFSET_MS;
  if (zone === 'Z') return utc;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const offsetMs = (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60000;
  return utc - sign * offsetMs;
}

/** When the countdown ends. A bare end date means the whole day is still in the subscription period. */
export function countdownDeadline(target: CountdownTarget): number | null {
  const at = parseMarketTime(target.at);
  if (at === null) return null;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(target.at.trim());
  return target.kind === 'end' && dateOnly ? at + DAY_MS : at;
}

/** Milliseconds left, never below 0; at 0 the page reloads to pick up the new status. null if unreadable. */
export function countdownRemainingMs(target: CountdownTarget, nowMs: number): number | null {
  const deadline = countdownDeadline(target);
  return deadline === null ? null : Math.max(0, deadline - nowMs);
}
