// True returns over a window: XIRR (what the investor earned, money-weighted, yearly), the same over the
// window, TWR (what the holdings earned, time-weighted) and the behaviour gap between them — what the
// timing of the investor's own buys and sells cost or earned.
import type { Decimal } from '../../money';
import { decimalPow, roundHalfUp, toDecimal } from '../../money';
import type { CalendarDate } from '../../calendar';
import { toDayNumber } from '../../calendar';
import type { DailyValue } from './twr';
import { timeWeightedReturn } from './twr';
import type { CashFlow, XirrResult } from './xirr';
import { xirr } from './xirr';

export type TrueReturnsStatus = 'ok' | 'no-data' | 'no-solution' | 'no-convergence';

export interface TrueReturns {
  status: TrueReturnsStatus;
  /** The close the window starts from (its value counts as money put in), and the last close. */
  from: CalendarDate | null;
  to: CalendarDate | null;
  days: number;
  /** Money-weighted, a year (XIRR); null unless status is 'ok'. */
  xirr: Decimal | null;
  /** Money-weighted over the window: (1 + XIRR)^(days/365) − 1. */
  moneyWeighted: Decimal | null;
  /** Time-weighted over the window. */
  timeWeighted: Decimal | null;
  /** moneyWeighted − timeWeighted: negative when the investor's timing cost money. */
  behaviourGap: Decimal | null;
}

const EMPTY: TrueReturns = { status: 'no-data', from: null, to: null, days: 0, xirr: null, moneyWeighted: null, timeWeighted: null, behaviourGap: null };

/**
 * Daily values (sorted, one per trading day, every day with money held) → the window's true returns.
 * `start` null: since the first money went in; else the window holds the days from `start` on and the
 * close before it is its opening value.
 */
export function trueReturns(points: readonly DailyValue[], start: CalendarDate | null): TrueReturns {
  if (points.length === 0) return EMPTY;
  const startDay = start === null ? null : toDayNumber(start);
  const opening = startDay === null ? undefined : [...points].reverse().find((p) => toDayNumber(p.date) < startDay);
  const inWindow = startDay === null ? points : points.filter((p) => toDayNumber(p.date) >= startDay);
  const last = inWindow[inWindow.length - 1];
  if (!last) return EMPTY;

  const flows: CashFlow[] = [];
  const chain: DailyValue[] = [];
  if (opening && toDecimal(opening.value).gt(0)) {
    flows.push({ date: opening.date, amount: toDecimal(opening.value).times(-1) });
    chain.push({ date: opening.date, value: opening.value, flow: opening.value });
  }
  for (const p of inWindow) {
    if (!toDecimal(p.flow).eq(0)) flows.push({ date: p.date, amount: toDecimal(p.flow).times(-1) });
    chain.push(p);
  }
  flows.push({ date: last.date, amount: last.value });
  const from = chain[0]?.date ?? last.date;
  const days = toDayNumber(last.date) - toDayNumber(from);

  const twr = timeWeightedReturn(chain);
  const base = { from, to: last.date, days, timeWeighted: twr.status === 'ok' ? twr.cumulative : null };
  if (twr.status !== 'ok') return { ...EMPTY, ...base };
  const money: XirrResult = xirr(flows);
  if (money.status !== 'ok') return { ...base, status: money.status, xirr: null, moneyWeighted: null, behaviourGap: null };
  const moneyWeighted = decimalPow(money.rate.plus(1), toDecimal(days).div(365)).minus(1);
  return { ...base, status: 'ok', xirr: money.rate, moneyWeighted, behaviourGap: moneyWeighted.minus(twr.cumulative) };
}

/** Rates on the wire: a ratio with 6 places ("0.083412" is 8.3412%). */
export function rateText(x: Decimal | null): string | null {
  return x === null ? null : roundHalfUp(x, 6).toFixed(6);
}
