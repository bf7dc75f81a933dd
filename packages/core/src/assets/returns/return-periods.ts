// The windows true returns are shown over, like the fund page's periods: 近1月/近3月/近1年/成立来 (since the
// first money went in).
import type { CalendarDate } from '../../calendar';
import { monthsBefore } from '../../fund';

export const RETURN_PERIODS = [
  { key: 'm1', label: '近1月', months: 1 },
  { key: 'm3', label: '近3月', months: 3 },
  { key: 'y1', label: '近1年', months: 12 },
  { key: 'all', label: '成立来', months: null },
] as const;

export type ReturnPeriodKey = (typeof RETURN_PERIODS)[number]['key'];
export const RETURN_PERIOD_KEYS = RETURN_PERIODS.map((p) => p.key) as readonly ReturnPeriodKey[];

/** The window's first day: `months` calendar months before `to` (clamped to the month's end); null = since the start. */
export function periodStart(key: ReturnPeriodKey, to: CalendarDate): CalendarDate | null {
  const months = RETURN_PERIODS.find((p) => p.key === key)?.months ?? null;
  return months === null ? null : monthsBefore(to, months);
}
