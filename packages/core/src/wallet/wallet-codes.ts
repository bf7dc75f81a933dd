// Codes of the wallet and of store income: a wallet withdrawal's status, the ledger accounts they post
// to, and the owner's share of the advisory fee (the spec is silent; one constant here).

/** A wallet withdrawal to a bank card: taken from the wallet at once, paid to the card on its arrival day. */
export enum WalletWithdrawalStatus {
  /** Taken from the wallet, on its way to the card (T+1). */
  Pending = 0,
  /** Paid to the card. */
  Arrived = 1,
}

/** A store-income withdrawal: it pays into the wallet at once. */
export enum StoreIncomeWithdrawalStatus {
  Done = 1,
}

/**
 * The ledger accounts of this area: the wallet's balance, money on its way from the wallet to a card, and
 * the store owner's income not yet withdrawn into the wallet.
 */
export const WALLET_LEDGER = {
  wallet: 'wallet',
  walletTransit: 'wallet_transit',
  storeIncome: 'store_income',
} as const;

/**
 * The owner's share of the advisory fee holders of the owner's portfolios pay. The spec names no figure;
 * half is the product's default.
 */
export const STORE_INCOME_SHARE = '0.50';

/** Days a forecast month counts (a year's income / 12 would hide that the fee accrues per calendar day). */
export const FORECAST_MONTH_DAYS = 30;
