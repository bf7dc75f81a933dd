// Counts, lengths, versions and display thresholds the rules and screens share.

export const LIMITS = {
  guestFreeDiagnosisViews: 3,
  searchHistoryStored: 10,
  /** Read back when more than searchHistoryStored exist. */
  searchHistoryReturned: 9,
  /** A new diagnosis entry is kept with at most this many older ones. */
  diagnosisListMaxOlder: 10,
  recentHistoryDefaultMax: 10,
  managerSkillRankingCells: 4,
  managerExperienceScale: 100,
  positionPaletteColours: 20,
  chartXAxisSplits: 4,
} as const satisfies Record<string, number>;

/** Newer in-app routes work only from this native app version on. */
export const IN_APP_ROUTES_MIN_VERSION = '5.3.0';

/** Lengths of form inputs and passwords. */
export const INPUT_LIMITS = {
  mobileMaxLength: 11,
  idCardMaxLength: 20,
  captchaMaxLength: 8,
  bankCardNoMaxLength: 20,
  realNameMaxLength: 20,
  tradePasswordLength: 6,
  loginPasswordMinLength: 6,
  loginPasswordMaxLength: 16,
  signupPasswordClientMinLength: 6,
  passwordChangeMinLength: 6,
  nicknameMinDisplayLength: 4,
  nicknameMaxDisplayLength: 20,
} as const satisfies Record<string, number>;

export const DISPLAY = {
  smallScreenMaxPx: 350,
  bannerHeightPercentOfWidth: 26.666,
  videoCoverRatio: '16:9',
  /** Diagnosis scores at or above these get the red / blue colour. */
  diagnosisScoreRedFrom: 90,
  diagnosisScoreBlueFrom: 60,
  /** A change percentage above this gets the blue background. */
  largeChangeAbovePercent: 10,
} as const;

/** Tools that open only inside the native app; elsewhere a confirm offers the download. */
export const AppOnlyTool = {
  AssetHealth: 'asset_health',
  FundModel: 'fund_model',
} as const;
export type AppOnlyTool = (typeof AppOnlyTool)[keyof typeof AppOnlyTool];
