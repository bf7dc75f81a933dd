// What the manager screens show: the skill scores and market-condition results in a fixed order with
// their names, and the years of experience as text.
import type { FundManager } from '../market/api/market-entities';
import { parseDecimal, roundHalfUp } from '../money/decimal';
import { EMPTY_PERCENT_TEXT } from '../money/percent-format';

type SkillKey = 'profitability' | 'anti_risk' | 'stability' | 'stock_selection' | 'timing_selection' | 'experience' | 'sharpe_ratio' | 'excess_income' | 'index_following';
type MarketKey = 'bull_market' | 'bear_market' | 'seesawing_market' | 'extreme_markets';

export const MANAGER_SKILLS: readonly { key: SkillKey; label: string }[] = [
  { key: 'profitability', label: '盈利能力' },
  { key: 'anti_risk', label: '抗风险' },
  { key: 'stability', label: '稳定性' },
  { key: 'stock_selection', label: '选股能力' },
  { key: 'timing_selection', label: '择时能力' },
  { key: 'experience', label: '经验值' },
  { key: 'sharpe_ratio', label: '夏普比率' },
  { key: 'excess_income', label: '超额收益' },
  { key: 'index_following', label: '指数跟踪' },
];

export const MANAGER_MARKET_RESULTS: readonly { key: MarketKey; label: string }[] = [
  { key: 'bull_market', label: '牛市' },
  { key: 'bear_market', label: '熊市' },
  { key: 'seesawing_market', label: '震荡市' },
  { key: 'extreme_markets', label: '极端行情' },
];

/** Scores are 0-100; anything else is clamped so a bar never overflows. */
export function managerSkills(m: Pick<FundManager, SkillKey>): { label: string; score: number }[] {
  return MANAGER_SKILLS.map(({ key, label }) => ({ label, score: Math.min(100, Math.max(0, Math.round(m[key] ?? 0))) }));
}

export function managerMarketResults(m: Pick<FundManager, MarketKey>): { label: string; percent: string | null }[] {
  return MANAGER_MARKET_RESULTS.map(({ key, label }) => ({ label, percent: m[key] }));
}

/** "17.0年" from the years as a decimal string; the dash when unknown. */
export function seniorityText(workSeniority: string | null | undefined): string {
  const years = parseDecimal(workSeniority);
  return years === null ? EMPTY_PERCENT_TEXT : `${roundHalfUp(years, 1).toFixed(1)}年`;
}
