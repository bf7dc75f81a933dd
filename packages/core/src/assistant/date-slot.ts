// Dates as people say them, resolved against today in Beijing: 昨天, 前天, 明天, 11月20日, 2026-11-20, 5号.
import { addDays, formatCalendarDate, isCalendarDate, parseCalendarDate, type CalendarDate } from '../calendar/calendar-date';

const RELATIVE: [RegExp, number][] = [
  [/大前天/, -3],
  [/前天/, -2],
  [/昨[天日晚]|昨儿/, -1],
  [/今[天日]|今儿/, 0],
  [/后天/, 2],
  [/明[天日]|明儿/, 1],
];

function checked(y: number, m: number, d: number): CalendarDate | null {
  const date = formatCalendarDate(y, m, d);
  return isCalendarDate(date) ? date : null;
}

export function dateIn(text: string, today: CalendarDate): CalendarDate | null {
  const full = /(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})/.exec(text);
  if (full) return checked(Number(full[1]), Number(full[2]), Number(full[3]));
  const { y, m } = parseCalendarDate(today);
  const monthDay = /(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]?(?!年化|收益)/.exec(text);
  if (monthDay) return checked(y, Number(monthDay[1]), Number(monthDay[2]));
  for (const [pattern, days] of RELATIVE) if (pattern.test(text)) return addDays(today, days);
  const day = /(?:^|[^\d])(\d{1,2})\s*[号日](?!年化|年华|收益|均)/.exec(text);
  if (day) return checked(y, m, Number(day[1]));
  return null;
}
