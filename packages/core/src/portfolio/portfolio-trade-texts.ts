// The Chinese text of the portfolio trade screens (detail, buy, sell, proposals, rebalance, notices).
import type { DecimalInput } from '../money/decimal';
import { formatAmount } from '../money/amount-format';
import { parseDecimal } from '../money/decimal';

export const PORTFOLIO_TRADE_TEXTS = {
  netValue: '最新净值',
  cumulative: '累计收益',
  yld: '近一年收益',
  riskLabel: (text: string) => `风险等级：${text}`,
  positionsTitle: '目标持仓',
  cashTreasureMark: '现金宝',
  noPositions: '暂无持仓信息',
  buy: '买入',
  sell: '卖出',
  buyPaused: '暂停买入',
  sellPaused: '暂停卖出',
  buyAmountLabel: '买入金额',
  sellAmountLabel: '卖出金额',
  sellAmountPlaceholder: '请输入卖出金额',
  sellCardLabel: '卖出银行卡',
  sellAvailable: (n: DecimalInput) => `可卖金额${formatAmount(n)}元`,
  sellNote: '委托卖出金额，不等于实际到账金额。实际到账以基金公司结算为准',
  next: '下一步',
  proposalTitle: '交易方案',
  rebalanceTitle: '调仓方案',
  columnFund: '基金名称',
  columnDirection: '方向',
  columnAmount: '金额(元)',
  columnPercent: '占比',
  columnBefore: '调仓前',
  columnAfter: '调仓后',
  total: '合计',
  fee: '预估手续费',
  feeValue: (n: DecimalInput) => `${formatAmount(n)}元`,
  card: '银行卡',
  confirmBuy: '确认买入',
  confirmSell: '确认卖出',
  confirmRebalance: '确认调仓',
  viewCompare: '查看调仓前后对比',
  noProposal: '暂无交易方案',
  rebalanceNeedsCard: '请选择可用的银行卡',
  rebalanceNothingToBuy: '当前持仓与目标一致，无需调仓',
  noticeTitle: '调仓提醒',
  noticeText: (name: string) => `${name}的目标持仓已调整，建议您按新的目标持仓调仓，使持仓与组合保持一致。`,
  noticeNotAllowed: '该组合当前无需调仓',
  viewRebalance: '查看调仓方案',
  notNow: '暂不调仓',
  missingId: '组合不存在',
} as const;

function amountText(amount: DecimalInput): string {
  return `${formatAmount(parseDecimal(amount) ?? 0)}元`;
}

/** The line above the trade-password boxes: "买入 稳健组合 1,000.00元". */
export function portfolioTradeSummary(verb: '买入' | '卖出' | '调仓', name: string, amount: DecimalInput | null): string {
  return amount === null ? `${verb} ${name}` : `${verb} ${name} ${amountText(amount)}`;
}
