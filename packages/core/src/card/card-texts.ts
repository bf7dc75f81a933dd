// Screen texts of bank cards: the card picker and the confirms around binding and unbinding.

export const BANK_CARD_PICKER_TEXTS = {
  payWithNewCard: '使用新卡支付',
  empty: '暂无银行卡',
} as const;

/** Confirms before a buy, when the user has no card or the card must be authenticated again. */
export const BANK_CARD_CONFIRMS = {
  bindFirst: '您尚未绑定过银行卡，请先绑张银行卡？',
  needsAuth: '银行卡支付渠道升级了，为保障您的支付安全，请重新认证银行卡',
  bindButton: '去绑卡',
  authButton: '去认证',
} as const;
