// The portfolio buy and sell forms' amount rules (spec 03 §5 "Portfolio"); portfolios trade in yuan.
import type { DecimalInput } from '../money/decimal';
import { toDecimal } from '../money/decimal';
import type { AmountCheck } from '../trade/amount-input';
import { EMPTY_INPUT, activeLimit, fail, isBelow, limitText, readAmountInput } from '../trade/amount-input';
import type { BuyPayment } from '../trade/buy-payment';
import { BUY_MESSAGES, checkBuyAmount } from '../trade/fund-buy-validator';

export const PORTFOLIO_BUY_MESSAGES = {
  notAllowed: '当前组合不可购买',
  invalidAmount: '输入金额有误',
  belowMinimum: (n: DecimalInput) => BUY_MESSAGES.belowMinimum('购买', n),
  aboveBankSingleLimit: BUY_MESSAGES.aboveBankSingleLimit('购买'),
  aboveMaximum: (n: DecimalInput) => BUY_MESSAGES.aboveMaximum('购买', n),
  insufficientBalance: BUY_MESSAGES.insufficientBalance,
} as const;

export const PORTFOLIO_SELL_MESSAGES = {
  notAllowed: '当前组合不可卖出',
  cardRequired: '银行卡不能为空',
  invalidAmount: '输入金额有误',
  aboveAvailable: (n: DecimalInput) => `最多可卖出${limitText(n)}元`,
  belowMinimum: (n: DecimalInput) => `最少卖出${limitText(n)}元`,
} as const;

export interface PortfolioBuyInput {
  portfolio: { allow_buy: boolean; amount_min_buy: DecimalInput | null; amount_max_buy: DecimalInput | null };
  payment: BuyPayment | null;
  amount: string;
}

export function validatePortfolioBuy(input: PortfolioBuyInput): AmountCheck {
  if (input.payment?.note) return EMPTY_INPUT;
  if (input.amount.trim() === '') return EMPTY_INPUT;
  if (!input.portfolio.allow_buy) return fail(PORTFOLIO_BUY_MESSAGES.notAllowed);
  return checkBuyAmount(
    input.amount,
    input.payment,
    { min: input.portfolio.amount_min_buy, max: input.portfolio.amount_max_buy },
    PORTFOLIO_BUY_MESSAGES,
  );
}

export interface PortfolioSellInput {
  portfolio: { allow_sell: boolean };
  hasCard: boolean;
  amount: string;
  /** The card's sellable worth (worth_value_enable). */
  available: DecimalInput;
  /** The minimum sell amount; 0 or null means none. */
  minimum: DecimalInput | null;
}

export function validatePortfolioSell(input: PortfolioSellInput): AmountCheck {
  const parsed = readAmountInput(input.amount);
  if (parsed.kind === 'empty') return EMPTY_INPUT;
  if (!input.portfolio.allow_sell) return fail(PORTFOLIO_SELL_MESSAGES.notAllowed);
  if (!input.hasCard) return fail(PORTFOLIO_SELL_MESSAGES.cardRequired);
  if (parsed.kind === 'invalid' || parsed.value.lte(0)) return fail(PORTFOLIO_SELL_MESSAGES.invalidAmount);
  const amount = parsed.value;
  const available = toDecimal(input.available);
  if (amount.gt(available)) return fail(PORTFOLIO_SELL_MESSAGES.aboveAvailable(available));
  const minimum = activeLimit(input.minimum);
  if (minimum !== null && isBelow(amount, minimum)) return fail(PORTFOLIO_SELL_MESSAGES.belowMinimum(minimum));
  return { ok: true, amount };
}
