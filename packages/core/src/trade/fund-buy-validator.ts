// The fund buy form's amount rule (spec 03 §5 "Fund buy"), with the cash treasure and subscription wordings.
import type { DecimalInput } from '../money/decimal';
import { toDecimal } from '../money/decimal';
import { SubscriptionStatus } from '../fund/fund-codes';
import type { AmountCheck } from './amount-input';
import { EMPTY_INPUT, activeLimit, fail, isAbove, isBelow, limitText, readAmountInput } from './amount-input';
import type { BuyPayment } from './buy-payment';

export interface FundBuyTerms {
  allow_trade: boolean;
  is_bao: boolean;
  subscription_status: number;
  amount_min_buy: DecimalInput | null;
  amount_max_buy: DecimalInput | null;
  amount_subscribe_min?: DecimalInput | null;
  amount_subscribe_max?: DecimalInput | null;
}

/** The verb of the buy messages: the cash treasure is transferred into, a new fund is subscribed to. */
export type BuyVerb = '购买' | '转入' | '认购';

export function fundBuyVerb(fund: Pick<FundBuyTerms, 'is_bao' | 'subscription_status'>): BuyVerb {
  if (fund.is_bao) return '转入';
  return fund.subscription_status === SubscriptionStatus.SubscriptionPeriod ? '认购' : '购买';
}

export const BUY_MESSAGES = {
  notAllowed: (verb: BuyVerb) => `当前基金不可${verb}`,
  invalidAmount: '请输入正确的金额',
  belowMinimum: (verb: BuyVerb, n: DecimalInput) => `最低${verb}${limitText(n)}元`,
  aboveBankSingleLimit: (verb: BuyVerb) => `${verb}金额超过银行单笔限额，建议使用网银转账`,
  aboveMaximum: (verb: BuyVerb, n: DecimalInput) => `最高${verb}${limitText(n)}元`,
  insufficientBalance: '余额不足',
} as const;

export interface FundBuyInput {
  fund: FundBuyTerms;
  /** null when no card is bound yet: the flow asks to bind one (BANK_CARD_CONFIRMS.bindFirst). */
  payment: BuyPayment | null;
  amount: string;
}

/** The minimum and maximum that apply now: the subscription period has its own. */
export function fundBuyLimits(fund: FundBuyTerms): { min: DecimalInput | null; max: DecimalInput | null } {
  if (fund.subscription_status === SubscriptionStatus.SubscriptionPeriod && !fund.is_bao) {
    return { min: fund.amount_subscribe_min ?? null, max: fund.amount_subscribe_max ?? null };
  }
  return { min: fund.amount_min_buy, max: fund.amount_max_buy };
}

/**
 * The amount shared by fund and portfolio buys: after the fund-specific gate, both check the number,
 * minimum, bank single limit, maximum and cash treasure balance in that order.
 */
export function checkBuyAmount(
  text: string,
  payment: BuyPayment | null,
  limits: { min: DecimalInput | null; max: DecimalInput | null },
  messages: { invalidAmount: string; belowMinimum: (n: DecimalInput) => string; aboveBankSingleLimit: string; aboveMaximum: (n: DecimalInput) => string },
): AmountCheck {
  const input = readAmountInput(text);
  if (input.kind === 'empty') return EMPTY_INPUT;
  if (input.kind === 'invalid') return fail(messages.invalidAmount);
  const amount = input.value;
  const min = activeLimit(limits.min);
  if (min !== null && isBelow(amount, min)) return fail(messages.belowMinimum(min));
  if (amount.lte(0)) return fail(messages.invalidAmount);
  if (payment?.kind === 'bank_card' && !payment.onlinePay && isAbove(amount, activeLimit(payment.singleLimit))) {
    return fail(messages.aboveBankSingleLimit);
  }
  const max = activeLimit(limits.max);
  if (max !== null && isAbove(amount, max)) return fail(messages.aboveMaximum(max));
  if (payment?.kind === 'bao' && amount.gt(toDecimal(payment.available))) return fail(BUY_MESSAGES.insufficientBalance);
  return { ok: true, amount };
}

export function validateFundBuy(input: FundBuyInput): AmountCheck {
  // An unavailable card shows its own note; stacking an amount message on it would only confuse.
  if (input.payment?.note) return EMPTY_INPUT;
  const verb = fundBuyVerb(input.fund);
  if (input.amount.trim() === '') return EMPTY_INPUT;
  if (!input.fund.allow_trade) return fail(BUY_MESSAGES.notAllowed(verb));
  return checkBuyAmount(input.amount, input.payment, fundBuyLimits(input.fund), {
    invalidAmount: BUY_MESSAGES.invalidAmount,
    belowMinimum: (n) => BUY_MESSAGES.belowMinimum(verb, n),
    aboveBankSingleLimit: BUY_MESSAGES.aboveBankSingleLimit(verb),
    aboveMaximum: (n) => BUY_MESSAGES.aboveMaximum(verb, n),
  });
}
