// Codes and display rules of promotions: coupons, the bet game and the AI assistant.

/** Coupon amounts and minimum expenses are shown with 2 decimals. */
export const COUPON_DECIMALS = 2;

/**
 * apply_business of the advisory-fee red packet, the one coupon usable whatever the amount.
 * The spec names the exception but not its code; this is the code our contract and server use.
 */
export const ADVISORY_FEE_COUPON_BUSINESS = 'advisory_fee';

export const BET_GAME = {
  /** A game whose available flag is not 0 has expired. */
  expiredWhenAvailableNot: 0,
  /** The option with this code is the draw. */
  drawOptionCode: 'empty',
  /** The option with this status won. */
  winningOptionStatus: 1,
  /** Two options (team A, team B) or three (A, draw, B). */
  optionCounts: [2, 3],
} as const;

/** Stamp of the cached AI card templates; bump it to drop old caches. */
export const AI_TEMPLATE_VERSION = '03252';
