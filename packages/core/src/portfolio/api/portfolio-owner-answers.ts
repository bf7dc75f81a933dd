// Answer schemas of the owner's calls (spec 02 §7 Portfolio): the server checks, the fund candidates, the
// backtest estimate and the position adjustments, shaped after what modules/portfolio/owner answers.
import type { Infer } from '../../api/schema';
import { w } from '../../api/contract/answer-fields';

/** check_name / check_description: valid, or the Chinese reason. */
export const ownerCheckAnswer = w.object({ valid: w.bool(), message: w.maybe(w.text()) });

/** check_amount_min_buy: the minimum the funds need (derived), and whether the owner's amount reaches it. */
export const amountMinBuyCheckAnswer = w.object({ valid: w.bool(), message: w.maybe(w.text()), amount_min_buy: w.decimal(), investment_risk: w.int() });

export const fundCandidate = w.object({
  symbol: w.text(),
  name: w.text(),
  symbol_stype: w.int(),
  investment_risk: w.int(),
  amount_min_buy: w.decimal(),
  net_value: w.decimal(),
  percent_year: w.maybe(w.decimal()),
  allow_trade: w.bool(),
  allow_buy: w.bool(),
  allow_sell: w.bool(),
  is_bao: w.bool(),
});
export const fundCandidatesAnswer = w.page(fundCandidate);

/** The estimate is a backtest: the chosen weights held over the last year of published NAVs. */
export const estimateNetvalueAnswer = w.object({
  backtest: w.bool(),
  label: w.text(),
  note: w.text(),
  start_date: w.maybe(w.date()),
  end_date: w.maybe(w.date()),
  net_value: w.decimal(),
  percent: w.decimal(),
  points: w.list(w.object({ date: w.date(), net_value: w.decimal() })),
});

export const positionMove = w.object({ symbol: w.text(), name: w.text(), old_percent: w.decimal(), percent: w.decimal() });

export const positionAdjustmentAnswer = w.object({
  id: w.int(),
  portfolio_id: w.int(),
  created_at: w.dateTime(),
  /** The trading day the new weights take effect (the next one after the adjustment). */
  effective_from: w.date(),
  /** Whether effective_from has come. */
  effective: w.bool(),
  description: w.text(),
  positions: w.list(positionMove),
});
export const positionAdjustmentsAnswer = w.page(positionAdjustmentAnswer);

export type OwnerCheckAnswer = Infer<typeof ownerCheckAnswer>;
export type AmountMinBuyCheckAnswer = Infer<typeof amountMinBuyCheckAnswer>;
export type FundCandidate = Infer<typeof fundCandidate>;
export type FundCandidatesAnswer = Infer<typeof fundCandidatesAnswer>;
export type EstimateNetvalueAnswer = Infer<typeof estimateNetvalueAnswer>;
export type PositionMove = Infer<typeof positionMove>;
export type PositionAdjustmentAnswer = Infer<typeof positionAdjustmentAnswer>;
export type PositionAdjustmentsAnswer = Infer<typeof positionAdjustmentsAnswer>;
