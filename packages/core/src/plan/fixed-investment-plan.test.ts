import fc from 'fast-check';
import { addDays, fromDayNumber, isoWeekday } from '../calendar/calendar-date';
import {
  fixedInvestmentDateLine,
  fixedInvestmentStatusText,
  isFixedInvestmentEnabled,
  isValidTradeDay,
  nextDeductionDate,
  tradeDayOptions,
  tradeDayText,
} from './fixed-investment-plan';
import { MAX_CLOSED_DAYS, onOrNextTradingDay, weekdayCalendar } from '../calendar/trading-calendar';
import type { TradingCalendar } from '../calendar/trading-calendar';

const MONTHLY = 0;
const WEEKLY = 1;

describe('plan status', () => {
  it('names the statuses and enables only a working plan', () => {
    expect([0, 1, 2, 7].map(fixedInvestmentStatusText)).toEqual(['进行中', '已终止', '已暂停', '']);
    expect([0, 1, 2].map(isFixedInvestmentEnabled)).toEqual([true, false, false]);
  });

  it('a working plan shows the next deduction date, or the first before any ran', () => {
    expect(fixedInvestmentDateLine({ status: 0, next_date: '2024-06-03', first_date: '2024-05-06' })).toEqual({
      label: '下次扣款日',
      date: '2024-06-03',
      reason: null,
    });
    expect(fixedInvestmentDateLine({ status: 0, next_date: null, first_date: '2024-05-06' })).toEqual({
      label: '首次扣款日',
      date: '2024-05-06',
      reason: null,
    });
    expect(fixedInvestmentDateLine({ status: 0 })).toBeNull();
  });

  it('a terminated plan shows its end date and reason', () => {
    expect(fixedInvestmentDateLine({ status: 1, end_date: '2024-07-01', status_note: '连续三期扣款失败' })).toEqual({
      label: '终止日期',
      date: '2024-07-01',
      reason: '连续三期扣款失败',
    });
    expect(fixedInvestmentDateLine({ status: 1, end_date: '2024-07-01' })?.reason).toBeNull();
    expect(fixedInvestmentDateLine({ status: 2, next_date: '2024-06-03' })).toBeNull();
  });
});

describe('period units and trade days', () => {
  it('monthly days run 1 to 28', () => {
    expect(isValidTradeDay(MONTHLY, 1)).toBe(true);
    expect(isValidTradeDay(MONTHLY, 28)).toBe(true);
    expect(isValidTradeDay(MONTHLY, 29)).toBe(false);
    expect(isValidTradeDay(MONTHLY, 0)).toBe(false);
    expect(tradeDayOptions(MONTHLY).map((o) => o.value)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    expect(tradeDayText(MONTHLY, 8)).toBe('每月8日');
  });

  it('weekly days run Monday to Friday', () => {
    expect(tradeDayOptions(WEEKLY)).toEqual([
      { value: 1, label: '每周一' },
      { value: 2, label: '每周二' },
      { value: 3, label: '每周三' },
      { value: 4, label: '每周四' },
      { value: 5, label: '每周五' },
    ]);
    expect(isValidTradeDay(WEEKLY, 6)).toBe(false);
    expect(tradeDayText(WEEKLY, 6)).toBe('');
    expect(isValidTradeDay(2, 1)).toBe(false);
    expect(isValidTradeDay(MONTHLY, 1.5)).toBe(false);
  });
});

describe('next deduction date', () => {
  // Dragon Boat Festival (10 Jun) and the National Day week.
  const calendar = weekdayCalendar(['2024-06-10', '2024-10-01', '2024-10-02', '2024-10-03', '2024-10-04', '2024-10-07']);

  it('monthly: this month when the day is still ahead, else next month', () => {
    expect(nextDeductionDate({ periodUnit: MONTHLY, tradeDay: 15, from: '2024-05-10', calendar })).toBe('2024-05-15');
    expect(nextDeductionDate({ periodUnit: MONTHLY, tradeDay: 15, from: '2024-05-15', calendar })).toBe('2024-05-15');
    expect(nextDeductionDate({ periodUnit: MONTHLY, tradeDay: 8, from: '2024-05-10', calendar })).toBe('2024-06-11');
  });

  it('monthly: a closed day moves to the next trading day', () => {
    // 2024-06-08 is a Saturday and Monday the 10th a holiday.
    expect(nextDeductionDate({ periodUnit: MONTHLY, tradeDay: 8, from: '2024-06-01', calendar })).toBe('2024-06-11');
    // National Day week: 1 Oct moves past the holidays and the weekend to 8 Oct.
    // (1 Sep 2024 was a Sunday, so from the 2nd the September deduction is still ahead.)
    expect(nextDeductionDate({ periodUnit: MONTHLY, tradeDay: 1, from: '2024-09-02', calendar })).toBe('2024-09-02');
    expect(nextDeductionDate({ periodUnit: MONTHLY, tradeDay: 1, from: '2024-09-03', calendar })).toBe('2024-10-08');
  });

  it("keeps the previous cycle's moved date when it still lies ahead", () => {
    // 28 Sep 2024 is a Saturday; it moves to 30 Sep, which is on or after the 29th.
    expect(nextDeductionDate({ periodUnit: MONTHLY, tradeDay: 28, from: '2024-09-29', calendar })).toBe('2024-09-30');
    // Scheduled 1 Oct moves to 8 Oct; from the 5th, that is the next deduction, not 1 Nov.
    expect(nextDeductionDate({ periodUnit: MONTHLY, tradeDay: 1, from: '2024-10-05', calendar })).toBe('2024-10-08');
  });

  it('monthly across the year end', () => {
    expect(nextDeductionDate({ periodUnit: MONTHLY, tradeDay: 10, from: '2024-12-20', calendar })).toBe('2025-01-10');
  });

  it('weekly: the next chosen weekday on or after the date', () => {
    // 2024-05-08 is a Wednesday.
    expect(nextDeductionDate({ periodUnit: WEEKLY, tradeDay: 3, from: '2024-05-08', calendar })).toBe('2024-05-08');
    expect(nextDeductionDate({ periodUnit: WEEKLY, tradeDay: 5, from: '2024-05-08', calendar })).toBe('2024-05-10');
    expect(nextDeductionDate({ periodUnit: WEEKLY, tradeDay: 1, from: '2024-05-08', calendar })).toBe('2024-05-13');
    expect(nextDeductionDate({ periodUnit: WEEKLY, tradeDay: 2, from: '2024-09-30', calendar })).toBe('2024-10-08');
  });

  it('refuses an invalid trade day', () => {
    expect(() => nextDeductionDate({ periodUnit: MONTHLY, tradeDay: 31, from: '2024-05-01', calendar })).toThrow(RangeError);
  });

  it('is always a trading day on or after the date, and the earliest such date (property)', () => {
    const holidays = new Set<string>();
    fc.assert(
      fc.property(
        fc.integer({ min: 19000, max: 21000 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 28 }),
        fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 8 }),
        (day, weekly, rawTradeDay, holidayOffsets) => {
          holidays.clear();
          const from = fromDayNumber(day);
          for (const offset of holidayOffsets) holidays.add(addDays(from, offset - 10));
          const cal = weekdayCalendar(holidays);
          const periodUnit = weekly ? WEEKLY : MONTHLY;
          const tradeDay = weekly ? ((rawTradeDay - 1) % 5) + 1 : rawTradeDay;
          const next = nextDeductionDate({ periodUnit, tradeDay, from, calendar: cal });
          expect(next >= from).toBe(true);
          expect(cal.isTradingDay(next)).toBe(true);
          // Brute force: walk each scheduled date from 40 days back and take the earliest moved date >= from.
          let best: string | null = null;
          for (let d = -40; d <= 70; d += 1) {
            const date = addDays(from, d);
            const scheduled = weekly ? isoWeekday(date) === tradeDay : Number(date.slice(8)) === tradeDay;
            if (!scheduled) continue;
            const moved = onOrNextTradingDay(date, cal);
            if (moved >= from && (best === null || moved < best)) best = moved;
          }
          expect(next).toBe(best);
        },
      ),
    );
  });
});

describe('trading calendar port', () => {
  it('the weekday calendar closes weekends and holidays', () => {
    const cal = weekdayCalendar(['2024-05-01']);
    expect(cal.isTradingDay('2024-05-01')).toBe(false);
    expect(cal.isTradingDay('2024-05-02')).toBe(true);
    expect(cal.isTradingDay('2024-05-04')).toBe(false);
    expect(onOrNextTradingDay('2024-05-04', cal)).toBe('2024-05-06');
  });

  it('fails loudly on a calendar that never opens', () => {
    const closed: TradingCalendar = { isTradingDay: () => false };
    expect(() => onOrNextTradingDay('2024-05-04', closed)).toThrow(RangeError);
    expect(MAX_CLOSED_DAYS).toBeGreaterThanOrEqual(14);
  });
});
