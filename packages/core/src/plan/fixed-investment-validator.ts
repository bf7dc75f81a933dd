// The fixed-investment form's amount rule (spec 03 §5 "Regular investment").
import type { DecimalInput } from '../money/decimal';
import type { AmountCheck } from '../trade/amount-input';
import { EMPTY_INPUT, activeLimit, fail, isAbove, isBelow, limitText, readAmountInput } from '../trade/amount-input';

export const FIXED_INVESTMENT_MESSAGES = {
  notAllowed: '当前基金不支持定投',
  cardRequired: '银行卡不能为空',
  invalidAmount: '请输入正确的金额',
  belowMinimum: (n: DecimalInput) => `最低定投${limitText(n)}元`,
  aboveBankSingleLimit: '定投金额超过银行单笔限额',
  /** The spec (01 §5) words this as "greater than the minimum purchase"; the rule is the plan maximum. */
  aboveMaximum: '输入金额大于最高定投金额，请重新输入',
} as const;

export interface FixedInvestmentInput {
  fund: { allow_fixed: boolean; amount_fixed_min: DecimalInput | null; amount_fixed_max?: DecimalInput | null };
  /** The chosen card; null when none is chosen. A single limit of 0 or null means none. */
  card: { singleLimit: DecimalInput | null } | null;
  amount: string;
}

export function validateFixedInvestment(input: FixedInvestmentInput): AmountCheck {
  const parsed = readAmountInput(input.amount);
  if (parsed.kind === 'empty') return EMPTY_INPUT;
  if (!input.fund.allow_fixed) return fail(FIXED_INVESTMENT_MESSAGES.notAllowed);
  if (input.card === null) return fail(FIXED_INVESTMENT_MESSAGES.cardRequired);
  if (parsed.kind === 'invalid') return fail(FIXED_INVESTMENT_MESSAGES.invalidAmount);
  const amount = parsed.value;
  const min = activeLimit(input.fund.amount_fixed_min);
  if (min !== null && isBelow(amount, min)) return fail(FIXED_INVESTMENT_MESSAGES.belowMinimum(min));
  if (amount.lte(0)) return fail(FIXED_INVESTMENT_MESSAGES.invalidAmount);
  // Deductions run by quick pay, so there is no online-banking way around the single limit here.
  if (isAbove(amount, activeLimit(input.card.singleLimit))) return fail(FIXED_INVESTMENT_MESSAGES.aboveBankSingleLimit);
  if (isAbove(amount, activeLimit(input.fund.amount_fixed_max))) return fail(FIXED_INVESTMENT_MESSAGES.aboveMaximum);
  return { ok: true, amount };
}
