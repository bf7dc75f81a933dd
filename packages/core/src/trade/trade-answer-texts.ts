// What the server answers for fund trading beyond the form rules (core's validators carry those): missing
// fund, card or order, card and sale refusals, undo refusals, a failed fund, the dividend-way change.
export const TRADING_MESSAGES = {
  fundNotFound: '基金不存在',
  cardNotFound: '银行卡不存在',
  orderNotFound: '交易记录不存在',
  /** A holding read (or dividend-way change) of a fund the user does not hold directly. */
  fundNotHeld: '您尚未持有该基金',
  cardUnavailable: '该银行卡暂不可用',
  aboveDailyLimit: '购买金额超过银行卡单日限额，建议使用网银转账或明日再试',
  notOnSale: '该基金尚未开放购买',
  confirmRiskFirst: '该产品风险等级高于您的风险承受能力，请确认风险后再购买',
  undoTooLate: '已过当日15:00撤单截止时间，无法撤单',
  undoNotAllowed: '该交易当前状态不可撤单',
  baoToBao: '现金宝不能卖出至现金宝',
  fundFailed: '基金暂停交易，交易失败，资金已退回',
  diviChanged: '分红方式修改已提交，将于下一交易日确认',
} as const;
