// A fixed-investment plan: its status, its period and trade day, and the next deduction date.
import {
  FIXED_INVESTMENT_TRADE_DAYS,
  FixedInvestmentPeriodUnit,
  FixedInvestmentStatus
} from './plan-codes';
import { FIXED_INVESTMENT_TEXTS } from './plan-texts';
import type { CalendarDate } from '../calendar/calendar-date';
import { addDays, isoWeekday, monthDate } from '../calendar/calendar-date';
import type { TradingCalendar } from '../calendar/trading-calendar';
import { onOrNextTradingDay } from '../calendar/trading-calendar';

export const FIXED_INVESTMENT_STATUS_TEXTS: Readonly<Record<FixedInvestmentStatus, string>> = {
  [FixedInvestmentStatus.Working]: '进行中',
  [FixedInvestmentStatus.Terminated]: '已终止',
  [FixedInvestmentStatus.Paused]: '已暂停',
};

export function fixedInvestmentStatusText(status: number): string {
  return (FIXED_INVESTMENT_STATUS_TEXTS as Readonly<Record<number, string>>)[status] ?? '';
}

/** Only a working plan can be edited or terminated. */
export function isFixedInvestmentEnabled(status: number): boolean {
  return status === FixedInvestmentStatus.Working;
}

export interface FixedInvestmentRecordDates {
  status: number;
  first_date?: string | null;
  next_date?: string | null;
  end_date?: string | null;
  status_note?: string | null;
}

export interface FixedInvestmentDateLine {
  label: string;
  date: string;
  /** Why a terminated plan ended; null otherwise. */
  reason: string | null;
}

/** A working plan shows its next deduction (its first, before any ran); a terminated one its end and why. */
export function fixedInvestmentDateLine(plan: FixedInvestmentRecordDates): FixedInvestmentDateLine | null {
  if (plan.status === FixedInvestmentStatus.Working) {
    if (plan.next_date) return { label: FIXED_INVESTMENT_TEXTS.nextDateLabel, date: plan.next_date, reason: null };
    if (plan.first_date) return { label: FIXED_INVESTMENT_TEXTS.firstDateLabel, date: plan.first_date, reason: null };
    return null;
  }
  if (plan.status === FixedInvestmentStatus.Terminated && plan.end_date) {
    return { label: FIXED_INVESTMENT_TEXTS.endDateLabel, date: plan.end_date, reason: plan.status_note || null };
  }
  return null;
}

const WEEKDAY_NAMES = ['一', '二', '三', '四', '五'] as const;

export function isValidTradeDay(periodUnit: number, tradeDay: number): boolean {
  const range =
    periodUnit === FixedInvestmentPeriodUnit.Monthly
      ? FIXED_INVESTMENT_TRADE_DAYS.monthly
      : periodUnit === FixedInvestmentPeriodUnit.Weekly
        ? FIXED_INVESTMENT_TRADE_DAYS.weekly
        : null;
  return range !== null && Number.isInteger(tradeDay) && tradeDay >= range.min && tradeDay <= range.max;
}

/** "每月8日" or "每周三"; empty for a day the unit does not have. */
export function tradeDayText(periodUnit: number, tradeDay: number): string {
  if (!isValidTradeDay(periodUnit, tradeDay)) return '';
  return periodUnit === FixedInvestmentPeriodUnit.Monthly
    ? `${FIXED_INVESTMENT_TEXTS.monthly}${tradeDay}日`
    : `${FIXED_INVESTMENT_TEXTS.weekly}${WEEKDAY_NAMES[tradeDay - 1] ?? ''}`;
}

export interface TradeDayOption {
  value: number;
  label: string;
}

/** The picker's choices: days 1-28 monthly, Monday-Friday weekly. */
export function tradeDayOptions(periodUnit: number): TradeDayOption[] {
  const range =
    periodUnit === FixedInvestmentPeriodUnit.Weekly ? FIXED_INVESTMENT_TRADE_DAYS.weekly : FIXED_INVESTMENT_TRADE_DAYS.monthly;
  const options: TradeDayOption[] = [];
  for (let day = range.min; day <= range.max; day += 1) {
    options.push({ value: day, label: tradeDayText(periodUnit, day) });
  }
  return options;
}

export interface NextDeductionInput {
  periodUnit: number;
  tradeDay: number;
  /** The earliest date a deduction may fall on (e.g. tomorrow, or the first date after signing). */
  from: CalendarDate;
  calendar: TradingCalendar;
}

/** The scheduled (unadjusted) date of the cycle `k` cycles after the one containing `from`. */
function scheduledDate(input: NextDeductionInput, k: number): CalendarDate {
  if (input.periodUnit === FixedInvestmentPeriodUnit.Monthly) return monthDate(input.from, k, input.tradeDay);
  const monday = addDays(input.from, 1 - isoWeekday(input.from));
  return addDays(monday, 7 * k + input.tradeDay - 1);
}

/**
 * The first deduction on or after `from`. A scheduled day that is closed moves to the next trading
 * day, so the previous cycle's date is tried too: moved forward, it can still lie on or after `from`.
 */
export function nextDeductionDate(input: NextDeductionInput): CalendarDate {
  if (!isValidTradeDay(input.periodUnit, input.tradeDay)) {
    throw new RangeError(`定投扣款日无效: ${input.periodUnit}/${input.tradeDay}`);
  }
  for (const k of [-1, 0]) {
    const date = onOrNextTradingDay(scheduledDate(input, k), input.calendar);
    if (date >= input.from) return date;
  }
  // The next cycle's scheduled day is always after `from`.
  return onOrNextTradingDay(scheduledDate(input, 1), input.calendar);
}
