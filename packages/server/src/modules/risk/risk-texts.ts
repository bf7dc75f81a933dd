// Result texts of the questionnaire: what a type may buy, and one line per dimension of the answers.
import { riskLevelText, riskTypeText } from '@fund/core/risk';

const SUMMARIES: Record<number, string> = {
  1: '您的风险承受能力较低，注重本金安全，希望投资收益稳定。',
  2: '您能承受较小的本金波动，希望在控制风险的前提下获得稳健收益。',
  3: '您能承受一定的本金波动，希望在风险和收益之间取得平衡。',
  4: '您能承受较大的本金波动，愿意为较高的长期收益承担相应风险。',
  5: '您能承受很大的本金波动甚至亏损，追求较高的投资收益。',
};

export function productFit(level: number): string {
  if (level < 1) return '请先完成风险测评';
  const levels = Array.from({ length: level }, (_, i) => riskLevelText(i + 1));
  return `适合购买${levels.join('、')}等级的产品`;
}

export function summary(level: number): string {
  return SUMMARIES[level] ?? '您尚未完成风险测评';
}

/** Three bands of a dimension's share of its maximum score. */
function band(share: number, low: string, mid: string, high: string): string {
  return share < 0.45 ? low : share < 0.75 ? mid : high;
}

export function dimensionTexts(byDimension: Record<'actual' | 'mental' | 'profit' | 'flow', number>, maxima: Record<'actual' | 'mental' | 'profit' | 'flow', number>) {
  const share = (k: keyof typeof maxima) => (maxima[k] === 0 ? 0 : byDimension[k] / maxima[k]);
  return {
    investment_risk_actual: band(share('actual'), '您的收入、资产和投资经验有限，实际承受风险的能力较低', '您的收入、资产和投资经验处于中等水平', '您的收入、资产和投资经验较为充足'),
    investment_risk_mental: band(share('mental'), '您对亏损较为敏感', '您能理性看待一定幅度的亏损', '您对市场波动有较强的心理承受力'),
    investment_risk_profit: band(share('profit'), '您的收益预期较为保守', '您期望获得稳健增长的收益', '您期望获得较高的收益'),
    investment_risk_flow: band(share('flow'), '您对资金流动性要求较高', '您的资金可以中期投资', '您的资金可以长期投资'),
  };
}

export function typeText(level: number): string {
  return riskTypeText(level);
}
