// Where our own insight pages live (issue 24); the route table (navigation/table-holdings.ts) answers them.
export const INSIGHT_URLS = {
  /** Why yesterday's income is what it is; `?date=` for another day. */
  incomeWhy: '/accounts/income/why/',
  moneyCalendar: '/accounts/money_calendar/',
  /** Where a coupon about to expire can be used (my coupons). */
  coupons: '/promotion/coupons/mine',
} as const;
