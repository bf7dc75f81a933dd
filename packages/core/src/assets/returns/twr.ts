// TWR, the time-weighted return: each day's growth with the day's own money taken out, chained. It is what
// the funds earned, whatever the investor paid in or took out and when; XIRR (xirr.ts) is what the investor
// earned. Flows are counted at the end of their day, so a buy confirmed today earns from tomorrow.
import type { Decimal, DecimalInput } from '../../money';
import { toDecimal } from '../../money';
import type { CalendarDate } from '../../calendar';

export interface DailyValue {
  date: CalendarDate;
  /** Yuan held at the day's close, after the day's flows. */
  value: DecimalInput;
  /** Yuan put in that day (negative when taken out): buys confirmed, sells paid, cash dividends. */
  flow: DecimalInput;
}

export type TwrResult = { status: 'ok'; cumulative: Decimal; days: number } | { status: 'no-data' };

/**
 * The chained return over consecutive daily values (sorted by date). A day that starts from nothing held
 * adds no growth: the chain simply goes on when money is held again.
 */
export function timeWeightedReturn(points: readonly DailyValue[]): TwrResult {
  let growth = toDecimal(1);
  let counted = 0;
  let previous: Decimal | null = null;
  for (const p of points) {
    const value = toDecimal(p.value);
    if (previous !== null && previous.gt(0)) {
      growth = growth.times(value.minus(toDecimal(p.flow)).div(previous));
      counted += 1;
    }
    previous = value;
  }
  return counted === 0 ? { status: 'no-data' } : { status: 'ok', cumulative: growth.minus(1), days: counted };
}
