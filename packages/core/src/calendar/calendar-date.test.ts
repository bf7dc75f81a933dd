import fc from 'fast-check';
import {
  addDays,
  daysInMonth,
  formatCalendarDate,
  fromDayNumber,
  isCalendarDate,
  isLeapYear,
  isoWeekday,
  monthDate,
  parseCalendarDate,
  toDayNumber,
} from './calendar-date';

describe('calendar dates', () => {
  it('counts days from 1970-01-01', () => {
    expect(toDayNumber('1970-01-01')).toBe(0);
    expect(toDayNumber('2000-03-01')).toBe(11017);
    expect(fromDayNumber(-1)).toBe('1969-12-31');
  });

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('knows weekdays (ISO, Monday 1)', () => {
    expect(isoWeekday('2024-05-06')).toBe(1);
    expect(isoWeekday('2024-05-12')).toBe(7);
    expect(isoWeekday('1970-01-01')).toBe(4);
    expect(isoWeekday('1969-12-29')).toBe(1);
  });

  it('knows leap years and month lengths', () => {
    expect([1900, 2000, 2023, 2024].map(isLeapYear)).toEqual([false, true, false, true]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(daysInMonth(2023, 13)).toBe(0);
  });

  it('refuses malformed or impossible dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    for (const text of ['2023-02-29', '2024-00-10', '2024-1-5', '2024/01/05', '']) {
      expect(isCalendarDate(text)).toBe(false);
      expect(() => parseCalendarDate(text)).toThrow(RangeError);
    }
  });

  it('moves by months onto a given day', () => {
    expect(monthDate('2024-12-15', 1, 28)).toBe('2025-01-28');
    expect(monthDate('2024-01-15', -1, 5)).toBe('2023-12-05');
    expect(() => monthDate('2024-01-15', 1, 30)).toThrow(RangeError);
    expect(formatCalendarDate(987, 3, 4)).toBe('0987-03-04');
  });

  it('round-trips every day number and agrees with UTC dates (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (n) => {
        const text = fromDayNumber(n);
        expect(toDayNumber(text)).toBe(n);
        expect(text).toBe(new Date(n * 86_400_000).toISOString().slice(0, 10));
        expect(isoWeekday(text)).toBe(((new Date(n * 86_400_000).getUTCDay() + 6) % 7) + 1);
      }),
    );
  });
});
