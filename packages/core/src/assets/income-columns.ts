// Daily income as plain CSS columns (no chart library): each day's height is its share of the largest
// swing, so the screens that must stay light (the portfolio subpackage) still show the shape of income.
import type { IncomePoint } from '../api/contract/entities';
import { incomeBars, type IncomeBar } from './my-assets-view';

export interface IncomeColumn extends IncomeBar {
  /** 0-100: the height of the column against the day that moved most; a day that moved at all gets at least 2. */
  height: number;
}

export function incomeColumns(points: readonly IncomePoint[]): IncomeColumn[] {
  const bars = incomeBars(points).filter((bar) => Number.isFinite(bar.value));
  const largest = bars.reduce((max, bar) => Math.max(max, Math.abs(bar.value)), 0);
  return bars.map((bar) => {
    if (largest === 0 || bar.value === 0) return { ...bar, height: 0 };
    return { ...bar, height: Math.max(2, Math.round((Math.abs(bar.value) / largest) * 100)) };
  });
}
