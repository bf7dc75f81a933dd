// How a status (article) of the feed shows its time and body.
import { parseMarketTime } from '../fund/subscription-countdown';

const BEIJING_OFFSET_MS = 8 * 3600 * 1000;

/** "2026-11-22 13:41" in Beijing time, whatever the device's zone; the text as given if unreadable. */
export function publishTimeText(at: string): string {
  const ms = parseMarketTime(at);
  if (ms === null) return at;
  const iso = new Date(ms + BEIJING_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** The body as paragraphs: split on line breaks, blank lines dropped. */
export function statusParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}
