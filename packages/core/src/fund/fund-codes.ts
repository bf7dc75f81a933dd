// Wire codes of funds: types, subtypes, charge mode, listing state, subscription, dividends, sorts.

export const SymbolType = {
  Others: 0,
  Stock: 1,
  Bond: 2,
  Fund: 3,
  MarketIndex: 5,
} as const;
export type SymbolType = (typeof SymbolType)[keyof typeof SymbolType];

/** symbol_stype of a fund. */
export const FundSubtype = {
  AMarket: 101,
  BMarket: 102,
  Stock: 300,
  Mixed: 301,
  Bond: 302,
  Index: 303,
  CapitalProtected: 304,
  Qdii: 305,
  Money: 306,
  WealthManagement: 307,
  ClosedEnd: 308,
  Other: 309,
  Fof: 310,
} as const;
export type FundSubtype = (typeof FundSubtype)[keyof typeof FundSubtype];

/** Money-market and wealth-management funds charge no purchase fee and only reinvest dividends. */
export const FREE_RATE_FUND_SUBTYPES: readonly FundSubtype[] = [FundSubtype.Money, FundSubtype.WealthManagement];

/** charge_mode of a fund: a front-end purchase fee (A class) or, instead of it, a sales service fee accrued in the NAV (C class). */
export const ChargeMode = {
  FrontEnd: 0,
  SalesService: 1,
} as const;
export type ChargeMode = (typeof ChargeMode)[keyof typeof ChargeMode];

/** The first listing-status scheme (list_status of funds). */
export const FundListStatus = {
  Normal: 1,
  Terminate: 3,
  Cancel: 4,
  Other: 9,
} as const;
export type FundListStatus = (typeof FundListStatus)[keyof typeof FundListStatus];

/** subscription_status of a fund. */
export const SubscriptionStatus = {
  BeforeSale: 0,
  SubscriptionPeriod: 1,
  Open: 2,
} as const;
export type SubscriptionStatus = (typeof SubscriptionStatus)[keyof typeof SubscriptionStatus];

/** div_type of a fund. */
export const FundDividendType = {
  None: 0,
  Reinvest: 1,
  Cash: 2,
} as const;
export type FundDividendType = (typeof FundDividendType)[keyof typeof FundDividendType];

/** divi_type of a holding: the user's choice, or a change the fund company has not confirmed yet. */
export const AccountDividendType = {
  Reinvest: 1,
  Cash: 2,
  ChangingToReinvest: 3,
  ChangingToCash: 4,
} as const;
export type AccountDividendType = (typeof AccountDividendType)[keyof typeof AccountDividendType];

export const PENDING_DIVIDEND_TYPES: readonly AccountDividendType[] = [
  AccountDividendType.ChangingToReinvest,
  AccountDividendType.ChangingToCash,
];

/** Sort keys of fund lists and calls. */
export const FundSort = {
  PercentDay: '-percent_day',
  PercentMonth: '-percent_month',
  PercentYear: '-percent_year',
  AssetsTotal: '-assets_total',
} as const;
export type FundSort = (typeof FundSort)[keyof typeof FundSort];

export const FUND_SORT_DEFAULTS = {
  /** Fund lists by type: the day's change, except money and bond types (see below). */
  list: FundSort.PercentDay,
  /** Money and bond funds barely move in a day, so they rank by the month. */
  moneyAndBond: FundSort.PercentMonth,
  /** The /symbols/funds/ call and the index-fund route. */
  fundListCall: FundSort.PercentYear,
  indexFundRoute: FundSort.PercentYear,
  fundCompanies: FundSort.AssetsTotal,
} as const;

/** fund_type of /symbols/funds/index_fund/. */
export const INDEX_FUND_TYPE_CODE = 'zs';

/** Three index symbols are treated as market indexes (the spec does not name them). */
export const MARKET_INDEX_COUNT = 3;

