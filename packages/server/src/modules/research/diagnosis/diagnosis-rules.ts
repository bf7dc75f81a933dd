// How a fund diagnosis reads its figures: the score band's verdict, the alert and recommendation flags,
// and the sentences on assets, company and manager. Used by the seed (history) and by POST analyse.
import { compareDecimal, formatChineseUnits } from '@fund/core/money';

export interface DiagnosisInput {
  score: number | null;
  percentYear: string | null;
  /** Rank by the year's return among funds of the same subtype (1 best). */
  rankYear: number | null;
  peers: number;
  typeText: string;
  companyName: string;
  companyAssets: string;
  companyFunds: number;
  managerName: string | null;
  seniority: string | null;
  goodAt: string | null;
  trackTarget: string | null;
  allocation: { stock: string; bond: string; cash: string; other: string } | null;
}

export interface DiagnosisTexts {
  score: number | null;
  description: string;
  asset_description: string;
  company_description: string;
  manager_description: string;
  is_alert: boolean;
  is_recommended: boolean;
}

export const RECOMMEND_FROM_SCORE = 80;
const ALERT_BELOW_PERCENT_YEAR = '-15';

function verdict(score: number | null): string {
  if (score === null) return '成立时间较短，暂无足够数据进行诊断';
  if (score >= 90) return '综合表现优秀，收益与风控俱佳，可重点关注';
  if (score >= 60) return '综合表现良好，可适当关注';
  return '综合表现一般，建议谨慎选择';
}

export function diagnosisTexts(input: DiagnosisInput): DiagnosisTexts {
  const rank = input.rankYear !== null && input.percentYear !== null
    ? `近一年收益${input.percentYear}%，在${input.peers}只${input.typeText}基金中排名第${input.rankYear}。`
    : '';
  const a = input.allocation;
  const asset = a ? `最新报告期股票占比${a.stock}%，债券占比${a.bond}%，现金占比${a.cash}%，其他占比${a.other}%。` : '暂无资产配置报告。';
  const track = input.trackTarget ? `跟踪标的为${input.trackTarget}。` : '';
  const manager = input.managerName
    ? `${input.managerName}从业${input.seniority ?? '-'}年，擅长${input.goodAt ?? '多类'}基金管理。`
    : '暂无基金经理信息。';
  const alert = input.percentYear !== null && compareDecimal(input.percentYear, ALERT_BELOW_PERCENT_YEAR) < 0;
  return {
    score: input.score,
    description: `${verdict(input.score)}。${rank}${alert ? '近一年回撤较大，请注意风险。' : ''}`,
    asset_description: `${asset}${track}`,
    company_description: `${input.companyName}管理规模${formatChineseUnits(input.companyAssets)}元，旗下基金${input.companyFunds}只。`,
    manager_description: manager,
    is_alert: alert,
    is_recommended: input.score !== null && input.score >= RECOMMEND_FROM_SCORE && !alert,
  };
}
