// Where a fund sell goes: the bank card or the cash treasure; a cash-treasure sell is fast or normal.
// And the quick share buttons (全部, 1/2, ...), rounded down so a portion never exceeds what is held.
import type { DecimalInput } from '../money/decimal';
import { SHARES_DP, parseDecimal, roundHalfUp } from '../money/decimal';

export const SELL_TARGET_TEXTS = {
  toCard: '卖出至银行卡',
  toBao: '卖出至现金宝',
  fast: '快速转出',
  normal: '普通转出',
} as const;

export interface SellTarget {
  key: 'card' | 'bao' | 'fast' | 'normal';
  label: string;
  is_bao: boolean;
  is_fast: boolean;
}

export function sellTargets(fund: { is_bao: boolean }): SellTarget[] {
  if (fund.is_bao) {
    return [
      { key: 'fast', label: SELL_TARGET_TEXTS.fast, is_bao: false, is_fast: true },
      { key: 'normal', label: SELL_TARGET_TEXTS.normal, is_bao: false, is_fast: false },
    ];
  }
  return [
    { key: 'card', label: SELL_TARGET_TEXTS.toCard, is_bao: false, is_fast: false },
    { key: 'bao', label: SELL_TARGET_TEXTS.toBao, is_bao: true, is_fast: false },
  ];
}

export const SHARE_PORTIONS = [
  { label: '全部', divisor: 1 },
  { label: '1/2', divisor: 2 },
  { label: '1/3', divisor: 3 },
  { label: '1/4', divisor: 4 },
] as const;

/** available / divisor, rounded down to 2 decimals, as the input text. */
export function sharePortion(available: DecimalInput | null | undefined, divisor: number): string {
  const value = parseDecimal(available ?? 0);
  if (value === null || value.lte(0)) return '';
  const exact = value.div(divisor);
  const rounded = roundHalfUp(exact, SHARES_DP);
  // Never more than the exact portion: a rounded-up half would sell a cent of shares not held.
  return (rounded.gt(exact) ? rounded.minus('0.01') : rounded).toFixed(SHARES_DP);
}
