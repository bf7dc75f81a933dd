// Dividend types of funds and holdings, and when a holder may change theirs.
import { AccountDividendType, FundDividendType, PENDING_DIVIDEND_TYPES } from './fund-codes';
import { isFreeRateFund } from './fund-classification';

export const FUND_DIVIDEND_TYPE_TEXTS: Readonly<Record<FundDividendType, string>> = {
  [FundDividendType.None]: '不分红',
  [FundDividendType.Reinvest]: '红利再投',
  [FundDividendType.Cash]: '现金分红',
};

export const ACCOUNT_DIVIDEND_TYPE_TEXTS: Readonly<Record<AccountDividendType, string>> = {
  [AccountDividendType.Reinvest]: '红利再投',
  [AccountDividendType.Cash]: '现金分红',
  [AccountDividendType.ChangingToReinvest]: '红利再投（修改中）',
  [AccountDividendType.ChangingToCash]: '现金分红（修改中）',
};

export const DIVIDEND_CHANGE_MESSAGES = {
  reinvestOnly: '该基金仅支持红利再投',
  pending: '分红方式处于修改中，确认后才可再次修改',
} as const;

export function fundDividendTypeText(type: number): string {
  return (FUND_DIVIDEND_TYPE_TEXTS as Readonly<Record<number, string>>)[type] ?? '';
}

export function accountDividendTypeText(type: number): string {
  return (ACCOUNT_DIVIDEND_TYPE_TEXTS as Readonly<Record<number, string>>)[type] ?? '';
}

/** The fund company has not confirmed the last change yet (3 or 4). */
export function isDividendChangePending(type: number): boolean {
  return (PENDING_DIVIDEND_TYPES as readonly number[]).includes(type);
}

/** Why the holder may not change the dividend type now; null when they may. */
export function dividendChangeBlock(holding: { fundSubtype: number | null; diviType: number }): string | null {
  if (isFreeRateFund(holding.fundSubtype)) return DIVIDEND_CHANGE_MESSAGES.reinvestOnly;
  if (isDividendChangePending(holding.diviType)) return DIVIDEND_CHANGE_MESSAGES.pending;
  return null;
}

/** The choices offered on the change screen. */
export function dividendChoices(fundSubtype: number | null): readonly AccountDividendType[] {
  return isFreeRateFund(fundSubtype)
    ? [AccountDividendType.Reinvest]
    : [AccountDividendType.Reinvest, AccountDividendType.Cash];
}
