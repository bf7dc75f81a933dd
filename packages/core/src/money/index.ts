export type { Decimal, DecimalInput } from './decimal';
export {
  AMOUNT_DP,
  SHARES_DP,
  NAV_DP,
  toDecimal,
  parseDecimal,
  roundHalfUp,
  isZero,
  compareDecimal,
  toAmountString,
  toSharesString,
  toNavString,
} from './decimal';
export type { ChineseUnit, ChineseUnitParts, ChineseUnitOptions } from './chinese-units';
export { UNIT_WAN, UNIT_YI, toChineseUnitParts, formatChineseUnits } from './chinese-units';
export { formatAmount, formatSignedAmount, parseAmountText } from './amount-format';
export type { PercentTone, PercentDisplay } from './percent-format';
export { EMPTY_PERCENT_TEXT, toneOf, formatSignedPercent } from './percent-format';
export type { BankLimits } from './bank-limit-text';
export { NO_LIMIT_TEXT, SINGLE_LIMIT_LABEL, DAILY_LIMIT_LABEL, formatLimitAmount, bankLimitText } from './bank-limit-text';
export type { CardMaskStyle } from './masking';
export { cardTail, maskIdCard, maskBankCard, maskMobile } from './masking';
export { INCOME_PER_10000_DP, incomePer10000FromYearlyYield } from './yield-income';
export type { PurchaseQuoteInput, PurchaseQuote } from './purchase-quote';
export { quotePurchase } from './purchase-quote';
export { POWER_DP, decimalLn, decimalExp, decimalPow, decimalPowInt } from './decimal-power';
