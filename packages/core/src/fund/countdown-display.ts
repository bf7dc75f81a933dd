// How the fund page shows a subscription countdown: its caption and the time left as 天/时/分/秒.
import { FUND_DETAIL_TEXTS } from '../research/research-texts';
import type { CountdownTarget } from './subscription-countdown';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function countdownCaption(target: CountdownTarget): string {
  return target.kind === 'start' ? FUND_DETAIL_TEXTS.countdownToStart : FUND_DETAIL_TEXTS.countdownToEnd;
}

/** "2天03时04分05秒"; the day part is left out under a day. Never negative. */
export function formatCountdown(remainingMs: number): string {
  const ms = Math.max(0, remainingMs);
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  const seconds = Math.floor((ms % MINUTE) / SECOND);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${days > 0 ? `${days}天` : ''}${two(hours)}时${two(minutes)}分${two(seconds)}秒`;
}
