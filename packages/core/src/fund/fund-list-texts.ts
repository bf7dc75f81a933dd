// Screen texts of the fund list.

/** The fund list: the update notice after the fresh first page replaced the stored one, and its controls. */
export const FUND_LIST_TEXTS = {
  updated: '基金数据已更新',
  chooseSort: '选择排序',
  nameColumn: '基金名称',
  navColumn: '最新净值',
} as const;
