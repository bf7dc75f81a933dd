// Bank transfer limits as the card list shows them; a limit of 0 means the bank sets none.
import type { DecimalInput } from './decimal';
import { isZero } from './decimal';
import { formatChineseUnits } from './chinese-units';

export const NO_LIMIT_TEXT = '不限';
export const SINGLE_LIMIT_LABEL = '单笔限额';
export const DAILY_LIMIT_LABEL = '每日限额';

/** "不限" for 0, otherwise a compact yuan amount such as "5万元" or "2000元". */
export function formatLimitAmount(limit: DecimalInput): string {
  if (isZero(limit)) return NO_LIMIT_TEXT;
  return `${formatChineseUnits(limit, { trimZeros: true })}元`;
}

export interface BankLimits {
  single_limit: DecimalInput;
  single_day_limit: DecimalInput;
}

/** "单笔限额5万元，每日限额不限". */
export function bankLimitText(limits: BankLimits): string {
  return `${SINGLE_LIMIT_LABEL}${formatLimitAmount(limits.single_limit)}，${DAILY_LIMIT_LABEL}${formatLimitAmount(limits.single_day_limit)}`;
}
