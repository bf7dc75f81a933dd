// Screen texts of the cash treasure.

/** What the cash treasure (bao) is called on screen. */
export const BAO_NAME = '现金宝';
