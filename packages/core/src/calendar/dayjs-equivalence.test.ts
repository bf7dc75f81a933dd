// The dayjs-based helpers answer exactly what the hand-written day-number code they replaced answered.
// That code (H. Hinnant's days-from-civil) stays here only as the oracle.
import fc from 'fast-check';
import {
  addDays,
  addMonths,
  beijingDate,
  beijingDateTime,
  beijingInstant,
  beijingMinutes,
  daysBetween,
  daysInMonth,
  fromDayNumber,
  isCalendarDate,
  isoWeekday,
  monthDate,
  parseCalendarDate,
  toDayNumber,
} from './calendar-date';

const oracle = {
  daysFromCivil(y: number, m: number, d: number): number {
    const yy = m <= 2 ? y - 1 : y;
    const era = Math.floor(yy / 400);
    const yoe = yy - era * 400;
    const doy = Math.floor((153 * ((m + 9) % 12) + 2) / 5) + d - 1;
    return era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719468;
  },
  civilFromDays(n: number): string {
    const z = n + 719468;
    const era = Math.floor(z / 146097);
    const doe = z - era * 146097;
    const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
    const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
    const mp = Math.floor((5 * doy + 2) / 153);
    const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
    const m = mp < 10 ? mp + 3 : mp - 9;
    const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
    return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  },
  days(date: string): number {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return oracle.daysFromCivil(y, m, d);
  },
  monthLength(y: number, m: number): number {
    const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
    return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] ?? 0;
  },
  /** The old monthsBefore/monthDate index arithmetic, clamped to the month's end. */
  monthShift(date: string, months: number): { y: number; m: number; clamped: string } {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const index = y * 12 + (m - 1) + months;
    const year = Math.floor(index / 12);
    const month = index - year * 12 + 1;
    const day = Math.min(d, oracle.monthLength(year, month));
    return { y: year, m: month, clamped: `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` };
  },
};

const FIRST = oracle.daysFromCivil(1990, 1, 1);
const LAST = oracle.daysFromCivil(2100, 12, 31);
// Any day 1990-2100, with month ends, leap days and year ends drawn far more often than chance would.
const anyDay = fc.integer({ min: FIRST, max: LAST }).map((n) => oracle.civilFromDays(n));
const edgeDay = fc
  .tuple(fc.integer({ min: 1990, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.constantFrom('first', 'last', 'leap'))
  .map(([y, m, kind]) => {
    if (kind === 'leap') return `${y - (y % 4)}-02-${oracle.monthLength(y - (y % 4), 2)}`;
    const d = kind === 'first' ? 1 : oracle.monthLength(y, m);
    return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  });
const day = fc.oneof(anyDay, edgeDay);
const runs = { numRuns: 2000 };

describe('dayjs calendar helpers against the hand-written oracle (1990-2100)', () => {
  it('numbers days and names weekdays alike', () => {
    fc.assert(
      fc.property(day, (date) => {
        const n = oracle.days(date);
        expect(toDayNumber(date)).toBe(n);
        expect(fromDayNumber(n)).toBe(date);
        expect(isoWeekday(date)).toBe(((((n + 3) % 7) + 7) % 7) + 1);
        expect(parseCalendarDate(date)).toEqual({ y: Number(date.slice(0, 4)), m: Number(date.slice(5, 7)), d: Number(date.slice(8)) });
      }),
      runs,
    );
  });

  it('adds days and counts days between alike', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -800, max: 800 }), (date, n) => {
        const later = addDays(date, n);
        expect(later).toBe(oracle.civilFromDays(oracle.days(date) + n));
        expect(daysBetween(date, later)).toBe(n);
      }),
      runs,
    );
  });

  it('shifts months clamped to the month end, and places a plan day or refuses it, alike', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -60, max: 60 }), fc.integer({ min: 1, max: 31 }), (date, months, planDay) => {
        const shift = oracle.monthShift(date, months);
        expect(addMonths(date, months)).toBe(shift.clamped);
        expect(daysInMonth(shift.y, shift.m)).toBe(oracle.monthLength(shift.y, shift.m));
        if (planDay <= oracle.monthLength(shift.y, shift.m)) expect(monthDate(date, months, planDay)).toBe(`${shift.clamped.slice(0, 8)}${String(planDay).padStart(2, '0')}`);
        else expect(() => monthDate(date, months, planDay)).toThrow(RangeError);
      }),
      runs,
    );
  });

  it('accepts exactly the real dates', () => {
    const text = fc.tuple(fc.integer({ min: 1990, max: 2100 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }));
    fc.assert(
      fc.property(text, ([y, m, d]) => {
        const date = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        expect(isCalendarDate(date)).toBe(m >= 1 && m <= 12 && d >= 1 && d <= oracle.monthLength(y, m));
      }),
      runs,
    );
    expect(['2024-2-01', ' 2024-02-01', '2024-02-01T00:00', '20240201', ''].some(isCalendarDate)).toBe(false);
  });

  it('reads Beijing wall time alike (fixed UTC+8)', () => {
    const instant = fc.integer({ min: oracle.daysFromCivil(1990, 1, 1) * 86_400_000, max: oracle.daysFromCivil(2100, 12, 31) * 86_400_000 });
    fc.assert(
      fc.property(instant, (ms) => {
        const shifted = ms + 8 * 3_600_000;
        const dayNumber = Math.floor(shifted / 86_400_000);
        const minutes = Math.floor((shifted - dayNumber * 86_400_000) / 60_000);
        const date = oracle.civilFromDays(dayNumber);
        expect(beijingDate(ms)).toBe(date);
        expect(beijingMinutes(new Date(ms))).toBe(minutes);
        expect(beijingDateTime(ms)).toBe(`${date} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
        expect(beijingInstant(date, minutes).getTime()).toBe(dayNumber * 86_400_000 - 8 * 3_600_000 + minutes * 60_000);
      }),
      runs,
    );
  });
});
