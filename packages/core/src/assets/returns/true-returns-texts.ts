// What the true-returns block says: the labels, the one-line difference and each status's words.
import type { TrueReturnsStatus } from './true-returns';

export const TRUE_RETURNS_TEXTS = {
  title: '真实收益',
  xirr: '资金加权年化',
  moneyWeighted: '资金加权收益',
  timeWeighted: '时间加权收益',
  behaviourGap: '择时差',
  /** The difference in one line, under the figures. */
  explanation: '资金加权收益按每笔钱投入的时间计算，是您实际赚到的；时间加权收益只看基金本身的表现。两者之差是买卖时机带来的得失。',
  gapGain: '您的买卖时机多赚了',
  gapCost: '您的买卖时机少赚了',
  range: (from: string, to: string) => `${from} 至 ${to}`,
} as const;

export const TRUE_RETURNS_STATUS_TEXTS: Readonly<Record<TrueReturnsStatus, string>> = {
  ok: '',
  'no-data': '持有时间不足，暂无法计算',
  'no-solution': '资金只进不出或只出不进，无法计算年化收益',
  'no-convergence': '收益波动过大，无法得出可靠的年化收益',
};
