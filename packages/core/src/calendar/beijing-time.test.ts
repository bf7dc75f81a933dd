import fc from 'fast-check';
import { addDays, beijingDate, beijingDateTime, beijingInstant, beijingMinutes, fromDayNumber, toDayNumber } from './calendar-date';
import { isBeforeCutOff } from './trading-calendar';

// Instants from 1950 to 2150, whole milliseconds.
const instants = fc.integer({ min: -631_152_000_000, max: 5_680_281_600_000 });
const dates = fc.integer({ min: toDayNumber('1950-01-01'), max: toDayNumber('2149-12-31') }).map(fromDayNumber);
const minutesOfDay = fc.integer({ min: 0, max: 24 * 60 - 1 });

describe('Beijing time', () => {
  it('starts the Beijing day at 16:00 UTC the evening before', () => {
    expect(beijingDate(new Date('2026-11-19T15:59:59.999Z'))).toBe('2026-11-19');
    expect(beijingDate(new Date('2026-11-19T16:00:00Z'))).toBe('2026-11-20');
    expect(beijingMinutes(new Date('2026-11-19T16:00:00Z'))).toBe(0);
    expect(beijingMinutes(new Date('2026-11-20T07:00:00Z'))).toBe(15 * 60);
  });

  it('places a Beijing wall-clock time on the UTC line', () => {
    expect(beijingInstant('2026-11-20', 15 * 60).toISOString()).toBe('2026-11-20T07:00:00.000Z');
    expect(beijingInstant('2026-11-20').toISOString()).toBe('2026-11-19T16:00:00.000Z');
    expect(beijingInstant('1970-01-01').getTime()).toBe(-8 * 3_600_000);
  });

  it('writes a date-time as the market reads it', () => {
    expect(beijingDateTime(new Date('2026-11-20T01:41:59Z'))).toBe('2026-11-20 09:41');
    expect(beijingDateTime(Date.parse('2026-12-31T16:05:00Z'))).toBe('2027-01-01 00:05');
  });

  it('answers every instant with its own day, whatever was asked before (the last day is remembered)', () => {
    const midnight = Date.parse('2026-11-19T16:00:00Z');
    const isoDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
    const near = fc.integer({ min: -2, max: 2 }).chain((d) => fc.constantFrom(-1, 0, 1).map((e) => midnight + d * 86_400_000 + e));
    fc.assert(fc.property(fc.array(fc.oneof(instants, near), { minLength: 1, maxLength: 30 }), (list) => list.every((ms) => beijingDate(ms) === isoDay(ms))));
  });

  it('reads epoch milliseconds as it reads a Date', () => {
    fc.assert(fc.property(instants, (ms) => beijingDate(ms) === beijingDate(new Date(ms)) && beijingMinutes(ms) === beijingMinutes(new Date(ms))));
  });

  it('round-trips a Beijing date and minute through its instant', () => {
    fc.assert(
      fc.property(dates, minutesOfDay, (date, minutes) => {
        const at = beijingInstant(date, minutes);
        return beijingDate(at) === date && beijingMinutes(at) === minutes;
      }),
    );
  });

  it('puts every instant in its Beijing minute, whole minutes after that day began', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        const start = beijingInstant(beijingDate(ms), beijingMinutes(ms)).getTime();
        return start <= ms && ms - start < 60_000;
      }),
    );
  });

  it('is UTC+8 on every day of the year: no daylight saving', () => {
    fc.assert(
      fc.property(dates, (date) => beijingInstant(addDays(date, 1)).getTime() - beijingInstant(date).getTime() === 86_400_000 && beijingInstant(date).toISOString().slice(11) === '16:00:00.000Z'),
    );
  });

  it('agrees with the host time-zone database for Asia/Shanghai since 1992', () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    fc.assert(
      fc.property(fc.integer({ min: Date.parse('1992-01-01T00:00:00Z'), max: Date.parse('2100-01-01T00:00:00Z') }), (ms) => {
        const parts = Object.fromEntries(zone.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
        return beijingDateTime(ms) === `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
      }),
    );
  });

  it('takes orders at the day NAV until 15:00 Beijing time', () => {
    expect(isBeforeCutOff(beijingInstant('2026-11-20', 15 * 60 - 1))).toBe(true);
    expect(isBeforeCutOff(beijingInstant('2026-11-20', 15 * 60))).toBe(false);
    expect(isBeforeCutOff(beijingInstant('2026-11-21'))).toBe(true);
  });
});
