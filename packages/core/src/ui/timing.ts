// Timeouts, intervals and storage lifetimes.

export const TIMING_MS = {
  requestTimeout: 20000,
  /** The one toast helper of the trading area; the account area's other helper used 2500. */
  toastDefault: 1500,
  toastLong: 2500,
  /** Dialog buttons are bound a moment after opening so the opening tap cannot press them. */
  dialogButtonBindingDelay: 300,
  /** After confirm_risk, the password dialog opens this long after the confirm closes. */
  confirmRiskThenPasswordDelay: 300,
  tradePasswordRetryDelay: 300,
  loginRedirectDelay: 2500,
  captchaResendCountdown: 60000,
  marketTradeStatusRefresh: 5000,
  homeIndexRefresh: 4000,
  statusDurationBase: 1000,
} as const satisfies Record<string, number>;

export const CAPTCHA_RESEND_SECONDS = 60;

export const STORAGE = {
  /** Prefix of the local recent lists. */
  keyPrefix: 'ls',
  temporaryBankCardDays: 1,
  /** Expiry of a stored value when the caller gives none. */
  defaultExpiryDays: 10,
  csrfCookieName: 'csrftoken',
  /** Back-navigation memories, one per flow; with none, back goes to BACK_FALLBACK_PATH. */
  backNavigationKeys: ['fund_trade', 'fund_detail', 'portfolio_detail', 'portfolio_trade', 'trade_detail', 'risk_test'],
} as const;

export const BACK_FALLBACK_PATH = '/';
