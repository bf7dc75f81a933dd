// The exchange calendar of the demo market: weekdays minus the Shanghai/Shenzhen exchanges' public-holiday closures.

/**
 * Weekday closures per the exchanges' yearly holiday notices (weekends are closed anyway and make-up
 * working weekends do not trade). Years outside this table count only weekends as closed.
 */
export const EXCHANGE_HOLIDAYS: Readonly<Record<number, readonly string[]>> = {
  2022: [
    '2022-01-03', '2022-01-31', '2022-02-01', '2022-02-02', '2022-02-03', '2022-02-04', '2022-04-04', '2022-04-05',
    '2022-05-02', '2022-05-03', '2022-05-04', '2022-06-03', '2022-09-12', '2022-10-03', '2022-10-04', '2022-10-05',
    '2022-10-06', '2022-10-07',
  ],
  2023: [
    '2023-01-02', '2023-01-23', '2023-01-24', '2023-01-25', '2023-01-26', '2023-01-27', '2023-04-05', '2023-05-01',
    '2023-05-02', '2023-05-03', '2023-06-22', '2023-06-23', '2023-09-29', '2023-10-02', '2023-10-03', '2023-10-04',
    '2023-10-05', '2023-10-06',
  ],
  2024: [
    '2024-01-01', '2024-02-09', '2024-02-12', '2024-02-13', '2024-02-14', '2024-02-15', '2024-02-16', '2024-04-04',
    '2024-04-05', '2024-05-01', '2024-05-02', '2024-05-03', '2024-06-10', '2024-09-16', '2024-09-17', '2024-10-01',
    '2024-10-02', '2024-10-03', '2024-10-04', '2024-10-07',
  ],
  2025: [
    '2025-01-01', '2025-01-28', '2025-01-29', '2025-01-30', '2025-01-31', '2025-02-03', '2025-02-04', '2025-04-04',
    '2025-05-01', '2025-05-02', '2025-05-05', '2025-06-02', '2025-10-01', '2025-10-02', '2025-10-03', '2025-10-06',
    '2025-10-07', '2025-10-08',
  ],
  2026: [
    '2026-01-01', '2026-01-02', '2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19', '2026-02-20', '2026-02-23',
    '2026-04-06', '2026-05-01', '2026-05-04', '2026-05-05', '2026-06-19', '2026-09-25', '2026-10-01', '2026-10-02',
    '2026-10-05', '2026-10-06', '2026-10-07',
  ],
};

const HOLIDAYS = new Set(Object.values(EXCHANGE_HOLIDAYS).flat());
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a UTC day number (days since 1970-01-01). */
export function dayToText(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function textToDay(text: string): number {
  return Math.floor(Date.parse(`${text}T00:00:00Z`) / DAY_MS);
}

export function isTradingDay(text: string): boolean {
  const weekday = new Date(`${text}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(text);
}

/** Trading days from `from` to `to` inclusive, oldest first. */
export function tradingDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = textToDay(from); d <= textToDay(to); d += 1) {
    const text = dayToText(d);
    if (isTradingDay(text)) days.push(text);
  }
  return days;
}

