// Screen texts of the risk warnings shown before a trade.

/** After a confirm_risk answer. The spec gives the text cut off with "..."; it is kept as given. */
export const RISK_WARNING_TEXTS = {
  message: '您的持仓中有超过您风险承受能力的产品...',
  checkHoldings: '查看持仓',
  dismiss: '我知道了',
} as const;
