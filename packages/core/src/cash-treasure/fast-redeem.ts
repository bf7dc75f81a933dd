// The cash treasure's fast (T+0) transfer-out: a daily cap per user across all cards. Past the cap the
// server still takes the transfer-out, as a normal one, and tells the user why (spec: 快速转出 vs 普通转出).
import { toDecimal, type DecimalInput } from '../money/decimal';

/** The fast transfer-out cap per user per Beijing day, in yuan. */
export const FAST_REDEEM_DAILY_CAP = '10000.00';

export const FAST_REDEEM_TEXTS = {
  /** The order's remind text when a fast transfer-out would pass the cap and goes out the normal way. */
  fastToNormal: '超出当日快速转出额度，已按普通转出处理',
} as const;

/** What is left of today's cap after `usedToday` yuan went out fast (never below 0), as an amount string. */
export function fastRedeemLeft(usedToday: DecimalInput | null | undefined): string {
  const left = toDecimal(FAST_REDEEM_DAILY_CAP).minus(usedToday ?? 0);
  return (left.gt(0) ? left : toDecimal(0)).toFixed(2);
}

/** Null when `amount` more still fits today's cap; otherwise the text of the fall-back to a normal transfer-out. */
export function fastRedeemRefusal(usedToday: DecimalInput | null | undefined, amount: DecimalInput): string | null {
  return toDecimal(usedToday ?? 0).plus(amount).gt(FAST_REDEEM_DAILY_CAP) ? FAST_REDEEM_TEXTS.fastToNormal : null;
}
