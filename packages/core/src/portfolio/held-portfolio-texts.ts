// The Chinese text of the held-portfolio screens (my portfolios, a held portfolio and its sub-pages,
// service reports, the advisory fee).
import type { DecimalInput } from '../money/decimal';
import { formatAmount } from '../money/amount-format';
import { PortfolioTopicCode } from './portfolio-codes';

export const HELD_PORTFOLIO_TEXTS = {
  listTitle: '我的组合',
  topicTotal: '组合资产(元)',
  worthValue: '持有金额(元)',
  latestIncome: '最新收益',
  totalIncome: '累计收益',
  fare: '待扣投顾费',
  tradeDate: (date: string) => `截至${date}`,
  emptyList: '暂无持有组合',
  incomeLink: '组合收益',
  unconfirmedTitle: '待确认交易',
  buyUnconfirmed: (count: number, amount: DecimalInput) => `买入确认中 ${count}笔，共${formatAmount(amount)}元`,
  sellUnconfirmed: (count: number, amount: DecimalInput) => `卖出确认中 ${count}笔，共${formatAmount(amount)}元`,
  rebalanceUnconfirmed: (count: number) => `调仓确认中 ${count}笔`,
  incomeChart: '近期收益',
  fundsTitle: '持仓基金',
  fundWorth: '持有金额',
  fundIncome: '累计收益',
  recordsTitle: '最近交易',
  viewAll: '查看全部',
  incomeList: '收益明细',
  tradeRecords: '交易记录',
  sharesInfo: '份额明细',
  serviceReports: '服务报告',
  manageFare: '投顾服务费',
  buy: '买入',
  sell: '卖出',
  rebalance: '调仓',
  buyPaused: '暂停买入',
  sellPaused: '暂停卖出',
  rebalanceNeedsCard: '请选择可用的银行卡',
  missingId: '组合不存在',
  emptyIncome: '暂无收益记录',
  emptyRecords: '暂无交易记录',
  emptyShares: '暂无持仓份额',
  shareWorth: '持有金额(元)',
  shareEnable: '可卖金额(元)',
} as const;

export const SERVICE_REPORT_TEXTS = {
  listTitle: '服务报告',
  empty: '暂无服务报告',
  period: '报告期间',
  startWorth: '期初资产(元)',
  endWorth: '期末资产(元)',
  income: '期间收益(元)',
  percent: '期间收益率',
  tradesCount: (count: number) => `${count}笔`,
  trades: '期间交易',
  noTrades: '本期无交易',
  percentChart: '收益率走势',
  noChart: '暂无收益率数据',
  view: '查看报告',
  periodRange: (start: string, end: string) => `${start} 至 ${end}`,
  month: (year: string, month: number) => `${year}年${month}月`,
  notFound: '报告不存在',
} as const;

export const MANAGE_FARE_TEXTS = {
  total: '累计投顾服务费(元)',
  note: '投顾服务费按每个交易日的持有金额 × 年费率 ÷ 365 计提，四舍五入到分',
  byPortfolio: '各组合投顾服务费',
  history: '计提明细',
  empty: '暂无投顾服务费记录',
  worth: (amount: DecimalInput) => `持有金额 ${formatAmount(amount)}元`,
  ratio: (percent: string) => `年费率 ${percent}`,
} as const;

/** The two topics a user holds portfolios in: the advisor portfolios (xds) and pandora's box. */
export const PORTFOLIO_TOPIC_TABS: readonly { code: PortfolioTopicCode; label: string }[] = [
  { code: PortfolioTopicCode.Xds, label: '投顾组合' },
  { code: PortfolioTopicCode.PandorasBox, label: '潘多拉魔盒' },
];
