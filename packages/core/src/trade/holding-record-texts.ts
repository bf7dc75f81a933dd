// Labels of the holdings screens and the trade record screens (list and detail), written once.

export const HOLDINGS_TEXTS = {
  fundsTitle: '基金资产',
  privateFundsTitle: '私募资产',
  totalAssets: '总资产(元)',
  worthValue: '持有金额(元)',
  yesterdayIncome: '昨日收益',
  totalIncome: '累计收益',
  sharesEnable: '可用份额',
  sharesCurrent: '持有份额',
  netValue: '最新净值',
  dividendType: '分红方式',
  incomeList: '收益明细',
  tradeRecords: '交易记录',
  fixedInvestments: '定投计划',
  sharesInfo: '份额明细',
  incomeTitle: '收益',
  emptyHoldings: '暂无持仓',
  emptyPrivateHoldings: '暂无私募持仓',
  emptyIncome: '暂无收益记录',
  emptyRecords: '暂无交易记录',
  emptyPlans: '暂无定投计划',
  dateColumn: '日期',
  incomeColumn: '收益(元)',
  cardColumn: '银行卡',
  planAmount: '每期金额',
  planTotal: '累计定投',
} as const;

export const DIVIDEND_CHANGE_TEXTS = {
  current: '当前分红方式',
  choose: '选择分红方式',
  submit: '确认修改',
  note: '修改分红方式后，需基金公司确认后生效',
} as const;

export const TRADE_DETAIL_TEXTS = {
  applyAmount: '申请金额',
  applyShares: '申请份额',
  confirmAmount: '确认金额',
  confirmShares: '确认份额',
  refundAmount: '退款金额',
  netValue: '确认净值',
  fee: '手续费',
  feeRatio: '费率',
  discount: '费率折扣',
  applyTime: '申请时间',
  tradeDate: '交易日',
  confirmDate: '确认日期',
  serialNumber: '交易流水号',
  bankCard: '支付方式',
  receiveCard: '到账方式',
  firstBuy: '首次购买该基金',
  plan: '定投计划',
  remittance: '汇款信息',
  remittanceDate: '汇款日期',
  remittanceNote: '请尽快完成汇款，款项到账后交易才会提交至基金公司',
  related: '关联交易',
  notFound: '未找到该笔交易',
} as const;

export const UNDO_TEXTS = {
  confirm: '确定撤销这笔交易吗？撤单后资金或份额将退回原处',
  done: '撤单成功',
} as const;
