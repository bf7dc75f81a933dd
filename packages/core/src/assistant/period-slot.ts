// Return periods as people say them: 近一个月, 3个月, 半年, 今年以来, 近1年, 成立以来.
import type { FundPeriod } from './assistant-intents';

const PERIODS: [RegExp, FundPeriod][] = [
  [/成立以来|成立至今|历史/, 'all'],
  [/今年|年初至今|本年/, 'this_year'],
  [/(三|3)\s*年/, 'year3'],
  [/半年|(六|6)\s*个?月/, 'month6'],
  [/(三|3)\s*个?月|一季度|季度/, 'month3'],
  [/(一|1)\s*年|年度|全年|一年/, 'year'],
  [/(一|1)?\s*个?月|本月/, 'month'],
  [/(一|1)?\s*周|本周|这周|七天|7天/, 'week'],
];

export function periodIn(text: string): FundPeriod | null {
  // Only a span asked about (近, 最近, 过去, 以来, 收益/涨幅 beside it) counts; "下个月扣款" is not a period.
  if (!/近|最近|过去|以来|至今|涨幅|收益率|涨了|跌了|表现|业绩|回报|今年|本年|半年/.test(text)) return null;
  for (const [pattern, period] of PERIODS) if (pattern.test(text)) return period;
  return null;
}
