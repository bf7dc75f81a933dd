// The wallet's and store income's rules, exact in fen: what may be withdrawn, the owner's share of fees
// accrued so far, and the income forecast.
import { roundHalfUp, toDecimal, type Decimal, type DecimalInput } from '../money/decimal';
import { ADVISORY_FEE_DAYS_A_YEAR } from '../trade/fee-charge';
import { FORECAST_MONTH_DAYS, STORE_INCOME_SHARE } from './wallet-codes';
import { STORE_INCOME_MESSAGES, WALLET_MESSAGES } from './wallet-texts';

/** Null when `amount` fits the wallet's available balance; else the refusal. */
export function walletWithdrawRefusal(amount: DecimalInput, available: DecimalInput): string | null {
  return toDecimal(amount).gt(available) ? WALLET_MESSAGES.aboveBalance(toDecimal(available).toFixed(2)) : null;
}

/** Null when `amount` fits the income not yet withdrawn; else the refusal. */
export function storeIncomeWithdrawRefusal(amount: DecimalInput, available: DecimalInput): string | null {
  return toDecimal(amount).gt(available) ? STORE_INCOME_MESSAGES.aboveAvailable(toDecimal(available).toFixed(2)) : null;
}

/**
 * The owner's income from all the advisory fees a portfolio's holders have paid so far: the share of
 * their sum, rounded once. Each day accrues this minus what earlier days accrued, so the daily rows never
 * drift from share × total by a rounded fen.
 */
export function ownerIncomeOfFees(feesSoFar: DecimalInput, share: DecimalInput = STORE_INCOME_SHARE): Decimal {
  return roundHalfUp(toDecimal(feesSoFar).times(share), 2);
}

export interface IncomeForecast {
  day: string;
  month: string;
  year: string;
}

/** What assets under management `amount` at annual fee `rate` bring the owner: a day as accrued, a 30-day month, a year. */
export function forecastStoreIncome(amount: DecimalInput, rate: DecimalInput, share: DecimalInput = STORE_INCOME_SHARE): IncomeForecast {
  const yearly = toDecimal(amount).times(rate).times(share);
  return {
    day: roundHalfUp(yearly.div(ADVISORY_FEE_DAYS_A_YEAR), 2).toFixed(2),
    month: roundHalfUp(yearly.times(FORECAST_MONTH_DAYS).div(ADVISORY_FEE_DAYS_A_YEAR), 2).toFixed(2),
    year: roundHalfUp(yearly, 2).toFixed(2),
  };
}

/** The share as a percent text ('50%'). */
export function sharePercentText(share: DecimalInput = STORE_INCOME_SHARE): string {
  return `${toDecimal(share).times(100).toFixed(0)}%`;
}
