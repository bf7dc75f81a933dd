// The fund sell form's share rule (spec 03 §5 "Fund sell"); the cash treasure sells yuan, "transferring out".
import type { DecimalInput } from '../money/decimal';
import { SHARES_DP, toDecimal } from '../money/decimal';
import type { AmountCheck } from './amount-input';
import { EMPTY_INPUT, activeLimit, fail, isBelow, limitText, readAmountInput } from './amount-input';

export const SELL_MESSAGES = {
  notAllowed: '当前基金不可卖出',
  cardRequired: '银行卡不能为空',
  invalidShares: '请输入正确的赎回份额',
  aboveAvailable: (n: DecimalInput) => `最多可卖出${limitText(n)}份`,
  belowMinimum: (n: DecimalInput) => `最少卖出${limitText(n)}份`,
} as const;

/** The cash treasure: "sell" reads "transfer out" and "share" reads "yuan". */
export const BAO_SELL_MESSAGES = {
  notAllowed: '当前基金不可转出',
  cardRequired: SELL_MESSAGES.cardRequired,
  invalidShares: '请输入正确的转出金额',
  aboveAvailable: (n: DecimalInput) => `最多可转出${limitText(n)}元`,
  belowMinimum: (n: DecimalInput) => `最少转出${limitText(n)}元`,
} as const;

export interface FundSellInput {
  fund: { allow_sell: boolean; is_bao: boolean };
  /** Whether a target is chosen: the bank card, or the cash treasure when selling into it. */
  hasCard: boolean;
  shares: string;
  /** Sellable shares of the chosen card (shares_enable). */
  available: DecimalInput;
  /** shares_min_sell; 0 or null means none. */
  minimum: DecimalInput | null;
}

export function validateFundSell(input: FundSellInput): AmountCheck {
  const messages = input.fund.is_bao ? BAO_SELL_MESSAGES : SELL_MESSAGES;
  const parsed = readAmountInput(input.shares, SHARES_DP);
  if (parsed.kind === 'empty') return EMPTY_INPUT;
  if (!input.fund.allow_sell) return fail(messages.notAllowed);
  if (!input.hasCard) return fail(messages.cardRequired);
  if (parsed.kind === 'invalid' || parsed.value.lte(0)) return fail(messages.invalidShares);
  const shares = parsed.value;
  const available = toDecimal(input.available);
  if (shares.gt(available)) return fail(messages.aboveAvailable(available));
  const minimum = activeLimit(input.minimum);
  if (minimum !== null && isBelow(shares, minimum)) return fail(messages.belowMinimum(minimum));
  return { ok: true, amount: shares };
}
