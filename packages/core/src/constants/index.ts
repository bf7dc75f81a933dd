export {
  TradeStatus,
  TradeDirection,
  CASHBACK_TRADE_STATUSES,
  CASHBACK_PAID_STATUSES,
  TradeStepDisplay,
  RiskCheckAction,
  TradeRecordTab,
  TRADE_RECORD_TABS,
} from './trade-codes';
export {
  SymbolType,
  FundSubtype,
  FREE_RATE_FUND_SUBTYPES,
  ChargeMode,
  FundListStatus,
  MarketListStatus,
  NORMAL_TRADING_LIST_STATUSES,
  StockTradeStatus,
  RUNNING_STOCK_TRADE_STATUSES,
  ExchangeCode,
  SubscriptionStatus,
  FundDividendType,
  AccountDividendType,
  PENDING_DIVIDEND_TYPES,
  ManagerPostStatus,
  FundSort,
  FUND_SORT_DEFAULTS,
  INDEX_FUND_TYPE_CODE,
  MARKET_INDEX_COUNT,
  ManagerBenchmark,
  CSI300_BENCHMARK_SUBTYPES,
  BOND_BENCHMARK_SUBTYPES,
} from './fund-codes';
export {
  InvestmentRiskStatus,
  InvestmentRiskType,
  RiskLevel,
  PortfolioRiskLevel,
  RISK_ANSWER_FORMAT,
  BankCardStatus,
  FixedInvestmentStatus,
  FixedInvestmentPeriodUnit,
  FIXED_INVESTMENT_TRADE_DAYS,
  StoreApplyStatus,
  PortfolioTopicCode,
  DEFAULT_PORTFOLIO_TOPIC,
} from './account-codes';
export { COUPON_DECIMALS, ADVISORY_FEE_COUPON_BUSINESS, BET_GAME, AI_TEMPLATE_VERSION } from './promotion-codes';
export { PAGE_SIZE, HOLDER_ATLAS_TRIM_ABOVE, CALL_DEFAULTS } from './page-sizes';
export { TIMING_MS, CAPTCHA_RESEND_SECONDS, STORAGE, BACK_FALLBACK_PATH } from './timing';
export {
  LIMITS,
  IN_APP_ROUTES_MIN_VERSION,
  INPUT_LIMITS,
  DISPLAY,
  AssetPieCategory,
  ASSET_PIE_CATEGORIES,
  AppOnlyTool,
} from './limits';
export {
  LOADING_TEXT,
  TRADE_PASSWORD_TEXTS,
  BANK_CARD_PICKER_TEXTS,
  captchaResendText,
  CAPTCHA_TEXTS,
  MOBILE_CHECK_TEXTS,
  BANK_CARD_CONFIRMS,
  SELL_AMOUNT_NOTE,
  RISK_WARNING_TEXTS,
  APP_ONLY_TEXTS,
  FIXED_INVESTMENT_TEXTS,
  TRADE_BUTTON_LABELS,
  COMMON_BUTTONS,
  SUBSCRIPTION_SUCCEEDED_TOAST,
  TRADE_RECORD_TAB_LABELS,
  BAO_NAME,
  STATUS_VIEW_TEXTS,
  NOT_FOUND_TEXTS,
  FUND_LIST_TEXTS,
} from './ui-texts';
export { LOGIN_ERRORS, SIGNUP_ERRORS, BANK_CARD_ERRORS, BANK_CARD_OK_ERRORS, type LoginErrorKey, type BankCardErrorKey } from './account-error-texts';
export { HOME_TEXTS, FUND_DETAIL_TEXTS, SEARCH_TEXTS, RESEARCH_LIST_TEXTS } from './research-texts';
export { MARKET_TEXTS, SYMBOL_LINK_TEXTS } from './market-texts';
export { MANAGER_TOOL_TEXTS, DIAGNOSIS_TEXTS, QUANT_TEXTS, FEED_TEXTS } from './research-screen-texts';
export { LOGIN_TEXTS, SIGNUP_TEXTS, PASSWORD_RESET_TEXTS, MINE_TEXTS, MINE_ENTRIES, TRADE_PASSWORD_SCREEN_TEXTS, SETTINGS_TEXTS, PROFILE_TEXTS, BANK_CARD_SCREEN_TEXTS, RISK_SCREEN_TEXTS } from './account-screen-texts';
export { MY_ASSETS_TEXTS, INCOME_TEXTS, ASSET_PIE_CATEGORY_TEXTS, MORE_TEXTS, MORE_ENTRIES, PRIVATE_FUND_RISK_TEXTS, ADVISOR_RISK_TEXTS, GUIDE_TEXTS, SHARE_MASK_TEXTS } from './assets-screen-texts';
export { FUND_FILTER_TEXTS, FUND_COMPARE_TEXTS, RELATED_FUNDS_TEXTS, FUND_LISTS_TEXTS, FUND_FORECAST_TEXTS, FUND_STYLE_TEXTS, FAQ_TEXTS, FAQ_ENTRIES, APP_DOWNLOAD_TEXTS } from './fund-tools-texts';
export { HOLDINGS_TEXTS, DIVIDEND_CHANGE_TEXTS, TRADE_DETAIL_TEXTS, UNDO_TEXTS } from './holding-record-texts';
