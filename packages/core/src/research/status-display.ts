// How a status (article) of the feed shows its time and body.
import { beijingDateTime } from '../calendar/calendar-date';
import { parseMarketTime } from '../fund/subscription-countdown';

/** "2026-11-22 13:41" in Beijing time, whatever the device's zone; the text as given if unreadable. */
export function publishTimeText(at: string): string {
  const ms = parseMarketTime(at);
  if (ms === null) return at;
  return beijingDateTime(ms);
}

/** The body as paragraphs: split on line breaks, blank lines dropped. */
export function statusParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}
