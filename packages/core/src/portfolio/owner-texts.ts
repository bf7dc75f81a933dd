// What the owner of a portfolio is told while creating, editing and adjusting it (spec 02 §4–§6): the
// server answers these messages and the create page shows them before sending.
import type { DecimalInput } from '../money/decimal';
import { toDecimal } from '../money/decimal';

export const OWNER_MESSAGES = {
  noFunds: '请至少选择一只基金',
  tooManyFunds: (n: number) => `组合最多包含${n}只基金`,
  duplicateFund: (name: string) => `基金${name}重复添加`,
  unknownFund: (symbol: string) => `基金${symbol}不存在`,
  badPercent: (name: string) => `${name}的占比须大于0且最多两位小数`,
  weightsNot100: (total: DecimalInput) => `各基金占比合计须为100.00%，当前为${toDecimal(total).toFixed(2)}%`,
  notTradable: (name: string) => `${name}暂不支持交易，不能加入组合`,
  notBuyable: (name: string) => `${name}暂停申购，不能加入组合`,
  frozen: (name: string) => `${name}暂停交易，占比不能调整`,
  decreaseOnly: (name: string) => `${name}暂停申购，只能调低占比`,
  increaseOnly: (name: string) => `${name}暂停赎回，只能调高占比`,
  cashStays: (name: string) => `${name}为组合的现金仓位，不能移出组合`,
  unchanged: '调仓前后占比没有变化',
  nameEmpty: '请输入组合名称',
  nameLength: (min: number, max: number) => `组合名称须为${min}-${max}个字`,
  nameBanned: (word: string) => `组合名称不能包含“${word}”`,
  nameTaken: '该组合名称已被使用',
  descriptionEmpty: '请输入组合简介',
  descriptionLength: (min: number, max: number) => `组合简介须为${min}-${max}个字`,
  descriptionBanned: (word: string) => `组合简介不能包含“${word}”`,
  amountMinBuyTooLow: (min: DecimalInput) => `起购金额不能低于${toDecimal(min).toFixed(2)}元（按各基金起购金额和占比计算）`,
  amountMinBuyTooHigh: (max: DecimalInput) => `起购金额不能高于${toDecimal(max).toFixed(2)}元`,
} as const;

/** Labels of the owner's screens. */
export const OWNER_TEXTS = {
  backtestLabel: '回测',
  backtestNote: '以下为按当前占比对近一年净值的回测，不代表组合未来表现',
  compliance: '组合过往业绩不预示未来表现',
  advisorLine: (advisor: string) => `投资顾问：${advisor}`,
  adjustmentPostTitle: '调仓',
  adjustmentPost: (portfolio: string, note: string, effective: string) => `${portfolio}调仓：${note}（${effective}起生效）`,
  effectiveNextDay: (date: string) => `调仓将于${date}（下一交易日）生效`,
  created: '组合已发布',
  saved: '已保存',
  adjusted: '调仓已提交',
} as const;
