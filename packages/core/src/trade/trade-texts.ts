// Screen texts of trading: the trade password dialog, the sell note, trade buttons and record tabs.
import type { TradeRecordTab } from './trade-codes';

export const TRADE_PASSWORD_TEXTS = {
  title: '请输入交易密码',
  placeholder: '请填写6位交易密码',
  submit: '提交',
  submitting: '提交中...',
  forgotPassword: '忘记密码？',
} as const;

export const SELL_AMOUNT_NOTE = '委托卖出金额，不等于实际到账金额。实际到账以基金公司结算为准';

/** Labels of the fund page trade buttons. */
export const TRADE_BUTTON_LABELS = {
  buy: '买入',
  sell: '卖出',
  subscribe: '认购',
  transferIn: '转入',
  transferOut: '转出',
  fixedInvestment: '定投',
  comingSoon: '即将发售',
  notDistributed: '未代销',
  buyPaused: '暂停买入',
  sellPaused: '暂停卖出',
  transferInPaused: '暂停转入',
  transferOutPaused: '暂停转出',
} as const;

/** Names of the trade record tabs, by tab code. */
export const TRADE_RECORD_TAB_LABELS = {
  fund: '基金',
  portfolio: '组合',
  fund_bao: '现金宝',
  private_fund: '私募',
} as const satisfies Record<TradeRecordTab, string>;
