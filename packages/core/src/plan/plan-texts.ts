// Screen texts of fixed-investment plans.

export const FIXED_INVESTMENT_TEXTS = {
  terminateConfirm: '终止后将不再扣款，且该定投计划无法恢复。如有正在进行的扣款，请到交易记录页面撤单。',
  terminateButton: '终止定投',
  nextDateLabel: '下次扣款日',
  firstDateLabel: '首次扣款日',
  endDateLabel: '终止日期',
  monthly: '每月',
  weekly: '每周',
} as const;
