// Answer schemas of the insights calls: true returns of a holding or of the account.
import type { Infer } from '../../api/schema';
import { s } from '../../api/schema';
import { w } from '../../api/contract/answer-fields';
import { RETURN_PERIOD_KEYS } from '../returns/return-periods';

/** Rates are ratios ("0.083412" = 8.3412%), null when the status says why there is none. */
export const trueReturnsAnswer = w.object({
  period: s.enum(RETURN_PERIOD_KEYS),
  /** null for the whole account. */
  fund_id: w.maybe(w.int()),
  status: s.enum(['ok', 'no-data', 'no-solution', 'no-convergence'] as const),
  status_display: w.text(),
  from: w.maybe(w.date()),
  to: w.maybe(w.date()),
  days: w.int(),
  xirr: w.maybe(w.decimal()),
  money_weighted: w.maybe(w.decimal()),
  time_weighted: w.maybe(w.decimal()),
  behaviour_gap: w.maybe(w.decimal()),
});

export type TrueReturnsAnswer = Infer<typeof trueReturnsAnswer>;
