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
