// Suitability: may this user trade a product of this risk level, and what must happen first.
// One rule for the app's flows and the server's guard (DESIGN.md "Suitability").
import { RiskLevel } from './risk-codes';
import { isRiskResultValid } from './risk-profile';

export type SuitabilityDecision =
  /** Levels match: go on to the password. */
  | { kind: 'ok' }
  /** Untested, expired or invalidated (or no level on file): take the questionnaire first. */
  | { kind: 'risk_test' }
  /** A conservative investor may buy only the lowest-risk products. */
  | { kind: 'refuse'; message: string }
  /** The product is riskier than the user: warn, and go on only once the user confirms. */
  | { kind: 'confirm_risk' };

export const SUITABILITY_MESSAGES = {
  refuse: '您的风险承受能力为保守型，仅可购买低风险等级的产品',
  confirmRisk: '该产品风险等级高于您的风险承受能力，请确认是否继续购买',
} as const;

function isKnownLevel(level: number): level is RiskLevel {
  return Number.isInteger(level) && level >= RiskLevel.Low && level <= RiskLevel.High;
}

/** A product whose level is missing or out of range is treated as the riskiest, never as safe. */
export function normaliseProductLevel(level: number | null | undefined): RiskLevel {
  return level !== null && level !== undefined && isKnownLevel(level) ? level : RiskLevel.High;
}

/** Spec 02: a user may trade a product when their level is at least the product's. */
export function meetsRiskLevel(userLevel: number, productLevel: number | null | undefined): boolean {
  return isKnownLevel(userLevel) && userLevel >= normaliseProductLevel(productLevel);
}

export interface SuitabilityInput {
  riskStatus: number;
  /** The user's risk level (their risk type): 1 conservative ... 5 aggressive, 0 unknown. */
  userLevel: number;
  /** The product's level on the 1-5 scale (use portfolioRiskToLevel for portfolios). */
  productLevel: number | null | undefined;
}

export function suitabilityGate(input: SuitabilityInput): SuitabilityDecision {
  if (!isRiskResultValid(input.riskStatus) || !isKnownLevel(input.userLevel)) return { kind: 'risk_test' };
  const product = normaliseProductLevel(input.productLevel);
  if (input.userLevel === RiskLevel.Low && product > RiskLevel.Low) {
    return { kind: 'refuse', message: SUITABILITY_MESSAGES.refuse };
  }
  return input.userLevel < product ? { kind: 'confirm_risk' } : { kind: 'ok' };
}
