// Shared UI strings: dialogs, buttons, labels, confirms, toasts and hints. Validation texts live in
// forms/ and each area, error texts in api/catalogue.
import { CAPTCHA_RESEND_SECONDS } from './timing';
import type { TradeRecordTab } from '../trade/trade-codes';

export const LOADING_TEXT = '数据加载中';

export const TRADE_PASSWORD_TEXTS = {
  title: '请输入交易密码',
  placeholder: '请填写6位交易密码',
  submit: '提交',
  submitting: '提交中...',
  forgotPassword: '忘记密码？',
} as const;

export const BANK_CARD_PICKER_TEXTS = {
  payWithNewCard: '使用新卡支付',
  empty: '暂无银行卡',
} as const;

/** Captcha button text while the resend countdown runs; n is the seconds left. */
export function captchaResendText(n: number): string {
  return `重新发送(${n})`;
}

export const CAPTCHA_TEXTS = {
  send: '获取验证码',
  sent: '验证码已发送，请注意查收',
  agreementRequired: '请勾选阅读协议',
  resendSeconds: CAPTCHA_RESEND_SECONDS,
} as const;

export const MOBILE_CHECK_TEXTS = {
  registeredConfirm: '该手机号码已注册，是否直接登录？',
  registeredToast: '该手机号已注册过了！',
  loginButton: '登录',
  unregisteredConfirm: '该手机号码尚未注册，是否直接注册？',
  registerButton: '注册',
} as const;

/** Confirms before a buy, when the user has no card or the card must be authenticated again. */
export const BANK_CARD_CONFIRMS = {
  bindFirst: '您尚未绑定过银行卡，请先绑张银行卡？',
  needsAuth: '银行卡支付渠道升级了，为保障您的支付安全，请重新认证银行卡',
  bindButton: '去绑卡',
  authButton: '去认证',
} as const;

export const SELL_AMOUNT_NOTE = '委托卖出金额，不等于实际到账金额。实际到账以基金公司结算为准';

/** After a confirm_risk answer. The spec gives the text cut off with "..."; it is kept as given. */
export const RISK_WARNING_TEXTS = {
  message: '您的持仓中有超过您风险承受能力的产品...',
  checkHoldings: '查看持仓',
  dismiss: '我知道了',
} as const;

/** Asset health and the fund model open only in the native app. */
export const APP_ONLY_TEXTS = {
  message: '该功能仅在App内开放',
  download: '下载App',
  cancel: '取消',
  /** Portfolio buying on the web only points to the app. */
  portfolioBuyOnWeb: '请下载App购买组合',
} as const;

export const FIXED_INVESTMENT_TEXTS = {
  terminateConfirm: '终止后将不再扣款，且该定投计划无法恢复。如有正在进行的扣款，请到交易记录页面撤单。',
  terminateButton: '终止定投',
  nextDateLabel: '下次扣款日',
  firstDateLabel: '首次扣款日',
  endDateLabel: '终止日期',
  monthly: '每月',
  weekly: '每周',
} as const;

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

export const COMMON_BUTTONS = {
  confirm: '确定',
  cancel: '取消',
  undo: '撤单',
} as const;

export const SUBSCRIPTION_SUCCEEDED_TOAST = '订阅成功';

/** Names of the trade record tabs, by tab code. */
export const TRADE_RECORD_TAB_LABELS = {
  fund: '基金',
  portfolio: '组合',
  fund_bao: '现金宝',
  private_fund: '私募',
} as const satisfies Record<TradeRecordTab, string>;

/** What the cash treasure (bao) is called on screen. */
export const BAO_NAME = '现金宝';

/** Lists and screens: nothing yet, the end, more below, and the way on after a failure. */
export const STATUS_VIEW_TEXTS = {
  empty: '暂无数据',
  noMore: '没有更多了',
  pullForMore: '上拉加载更多',
  retry: '重试',
} as const;

/** The dead-end page: an address no page answers, or a spec route whose page is not built yet; both with a way on. */
export const NOT_FOUND_TEXTS = {
  title: '页面不存在',
  comingSoon: '功能即将上线',
  home: '返回首页',
  searchPlaceholder: '搜索基金代码或名称',
  search: '搜索',
} as const;

/** The fund list: the update notice after the fresh first page replaced the stored one, and its controls. */
export const FUND_LIST_TEXTS = {
  updated: '基金数据已更新',
  chooseSort: '选择排序',
  nameColumn: '基金名称',
  navColumn: '最新净值',
} as const;
