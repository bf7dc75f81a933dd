// The wallet and the advisor store's income: codes, texts, rules and answer types.
export { WalletWithdrawalStatus, StoreIncomeWithdrawalStatus, WALLET_LEDGER, STORE_INCOME_SHARE, FORECAST_MONTH_DAYS } from './wallet-codes';
export { WALLET_MESSAGES, STORE_INCOME_MESSAGES, WALLET_STATUS_TEXTS, WALLET_SCREEN_TEXTS, WALLET_URL } from './wallet-texts';
export type { IncomeForecast } from './wallet-rules';
export { walletWithdrawRefusal, storeIncomeWithdrawRefusal, ownerIncomeOfFees, forecastStoreIncome, sharePercentText } from './wallet-rules';
export type { WalletAnswer, WalletWithdrawalAnswer } from './api/wallet-answers';
export type {
  StoreIncomePortfolio,
  StoreIncomeMine,
  StoreIncomeDay,
  StoreIncomePortfolioDetail,
  StoreIncomeWithdrawalRow,
  StoreIncomeWithdrawAnswer,
  StoreIncomeForecastAnswer,
} from '../store/api/store-income-answers';
export type { CashPaymentChannel } from './cash-payment';
export { CASH_PAYMENT_CHANNELS, CASH_RECHARGE_LIMITS, CASH_PAYMENT_MESSAGES, isCashPaymentChannel, rechargeRefusal } from './cash-payment';
