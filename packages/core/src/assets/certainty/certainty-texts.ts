// What the certainty features say (issue 24, B2): each holding's NAV status for today, the share of the
// total priced at confirmed NAVs, and why yesterday's income is what it is.
import type { IncomeCause } from './income-split';
import type { NavStatus } from './nav-status';

export const NAV_STATUS_TEXTS: Readonly<Record<NavStatus, string>> = {
  updated: '已更新',
  pending: '待更新',
  'qdii-lag': 'QDII T+2',
};

export const CERTAINTY_TEXTS = {
  updatedNote: (date: string) => `${date} 净值已确认`,
  pendingNote: (date: string) => `今日净值尚未公布，按 ${date} 净值计算`,
  qdiiNote: (date: string) => `QDII基金投资海外市场，净值晚于国内基金公布（通常T+2日），目前按 ${date} 净值计算`,
  /** The account total: how much of it is priced at confirmed NAVs of the latest trading day. */
  confirmedShare: (confirmed: string, percent: string) => `其中 ${confirmed} 元（${percent}）按已确认净值计算`,
  allConfirmed: '全部按已确认净值计算',
  whyEntry: '为什么变了',
  calendarEntry: '资金日历',
  byHolding: '按持仓',
  byCause: '按原因',
  incomeOf: (date: string) => `${date} 收益`,
  sharesTimesChange: (shares: string, change: string) => `${shares}份 × 净值变动 ${change}`,
  feeNote: (fee: string) => `当日另计提投顾费 ${fee} 元，不计入收益`,
  noIncome: '暂无收益记录',
  sumNote: '各项相加即为昨日收益，精确到分。',
} as const;

export const INCOME_CAUSE_TEXTS: Readonly<Record<IncomeCause, string>> = {
  nav: '净值涨跌',
  buy: '买入确认',
  dividend: '分红除息',
  yield: '现金宝收益',
};

export const INSIGHTS_MESSAGES = {
  badDate: '日期格式应为YYYY-MM-DD',
  badMonth: '月份格式应为YYYY-MM',
  /** True returns are of one fund, one plan or one portfolio at a time. */
  oneReturnsScope: '基金、定投计划和组合只能选其一',
} as const;
