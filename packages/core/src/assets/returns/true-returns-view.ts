// The true-returns block as the screen shows it: rates as signed percentages in market colours, and one
// sentence on what the investor's timing did.
import type { PercentDisplay } from '../../money';
import { formatSignedPercent, toDecimal } from '../../money';
import type { TrueReturnsAnswer } from '../api/insights-answers';
import { TRUE_RETURNS_TEXTS as T } from './true-returns-texts';

export interface TrueReturnsRow {
  key: 'xirr' | 'money_weighted' | 'time_weighted' | 'behaviour_gap';
  label: string;
  display: PercentDisplay;
}

export type TrueReturnsView = { kind: 'figures'; rows: TrueReturnsRow[]; range: string; gapNote: string | null } | { kind: 'empty'; text: string };

/** A wire ratio ("0.083412") as a percentage ("+8.34%"). */
const percentOf = (ratio: string | null): PercentDisplay => formatSignedPercent(ratio === null ? null : toDecimal(ratio).times(100));

export function trueReturnsView(a: TrueReturnsAnswer): TrueReturnsView {
  if (a.status !== 'ok' || a.from === null || a.to === null) return { kind: 'empty', text: a.status_display };
  const rows: TrueReturnsRow[] = [
    { key: 'xirr', label: T.xirr, display: percentOf(a.xirr) },
    { key: 'money_weighted', label: T.moneyWeighted, display: percentOf(a.money_weighted) },
    { key: 'time_weighted', label: T.timeWeighted, display: percentOf(a.time_weighted) },
    { key: 'behaviour_gap', label: T.behaviourGap, display: percentOf(a.behaviour_gap) },
  ];
  const gap = percentOf(a.behaviour_gap);
  const gapNote = gap.tone === 'flat' ? null : `${gap.tone === 'up' ? T.gapGain : T.gapCost}${gap.text.replace(/^[+-]/, '')}`;
  return { kind: 'figures', rows, range: T.range(a.from, a.to), gapNote };
}
