// Codes of the futures pages (spec 03 §7 names the calls, not the codes: these are ours): the kinds of
// asset-management products, a linked account's status, a position's direction, the exchanges.

/** The kinds of product a futures company's asset-management arm runs; the detail call is keyed by it. */
export const FUTURES_PRODUCT_TYPES = ['collective', 'single', 'public_fund'] as const;
export type FuturesProductType = (typeof FUTURES_PRODUCT_TYPES)[number];

export const FUTURES_PRODUCT_TYPE_NAMES: Readonly<Record<FuturesProductType, string>> = {
  collective: '集合资管计划',
  single: '单一资管计划',
  public_fund: '公募基金',
};

export const FuturesAccountStatus = { Normal: 1, Frozen: 2 } as const;
export type FuturesAccountStatus = (typeof FuturesAccountStatus)[keyof typeof FuturesAccountStatus];

export const FUTURES_ACCOUNT_STATUS_NAMES: Readonly<Record<FuturesAccountStatus, string>> = { 1: '正常', 2: '冻结' };

export const FUTURES_DIRECTIONS = ['long', 'short'] as const;
export type FuturesDirection = (typeof FUTURES_DIRECTIONS)[number];

export const FUTURES_DIRECTION_NAMES: Readonly<Record<FuturesDirection, string>> = { long: '多', short: '空' };

export const FUTURES_EXCHANGES = ['SHFE', 'DCE', 'CZCE', 'CFFEX', 'INE', 'GFEX'] as const;
export type FuturesExchange = (typeof FUTURES_EXCHANGES)[number];

export const FUTURES_EXCHANGE_NAMES: Readonly<Record<FuturesExchange, string>> = {
  SHFE: '上期所',
  DCE: '大商所',
  CZCE: '郑商所',
  CFFEX: '中金所',
  INE: '上期能源',
  GFEX: '广期所',
};

/** Daily income analysis: the trading days shown by default and at most. */
export const FUTURES_INCOME_DAYS = 30;
export const FUTURES_INCOME_DAYS_MAX = 90;
/** Product reviews: one page. */
export const FUTURES_REVIEW_PAGE_SIZE = 10;
