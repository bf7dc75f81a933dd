// The general questionnaire: answer, read (status: untested / normal / expired / invalidated), and
// change (a user may lower the level they act at, never raise it without retesting).
import type { Kysely } from 'kysely';
import { beijingDate } from '@fund/core/calendar';
import { InvestmentRiskStatus, riskStatusText } from '@fund/core/risk';
import type { Wire } from '@fund/core/api';
import type { DB } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { ProductCatalog } from './product-catalog';
import { GENERAL_LEVEL_BOUNDS, GENERAL_QUESTIONS, GENERAL_VERSION, CONSERVATIVE_CAPS, type Question } from './questionnaire';
import * as repo from './repo';
import { dimensionTexts, productFit, summary, typeText } from './risk-texts';
import { score } from './scoring';
import { iso } from '../account/auth/timestamps';

export const RISK_MESSAGES = {
  raiseNeedsTest: '如需提高风险等级，请重新进行风险测评',
  testFirst: '请先完成风险测评',
} as const;

/** A result is good for one year: through the day before the same date next year. */
export function effectiveTo(testedOn: Date): string {
  const d = new Date(`${beijingDate(testedOn)}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

type ProfileRow = NonNullable<Awaited<ReturnType<typeof repo.findProfile>>>;

export function statusOf(row: Pick<ProfileRow, 'version' | 'effective_to'> | undefined, version: number, now: Date): number {
  if (!row) return InvestmentRiskStatus.Untested;
  if (row.version !== version) return InvestmentRiskStatus.Invalidated;
  return row.effective_to < beijingDate(now) ? InvestmentRiskStatus.Expired : InvestmentRiskStatus.Normal;
}

/** The level a user acts at: the one they chose below their result, else their result. */
export function actingLevel(row: Pick<ProfileRow, 'level' | 'chosen_level'>): number {
  return row.chosen_level ?? row.level;
}

/** The user's risk status and level for the suitability gate (used by trading too). */
export async function suitabilityOf(db: Kysely<DB>, userId: number, now: Date): Promise<Suitability> {
  return suitabilityOfProfile(await repo.findProfile(db, userId, 'general'), now);
}

export interface Suitability {
  riskStatus: number;
  userLevel: number;
}

/** The same from the general questionnaire's row (or none), read along with something else. */
export function suitabilityOfProfile(row: Pick<ProfileRow, 'version' | 'effective_to' | 'level' | 'chosen_level'> | undefined, now: Date): Suitability {
  return { riskStatus: statusOf(row, GENERAL_VERSION, now), userLevel: row ? actingLevel(row) : 0 };
}

function maxima(questions: readonly Question[]) {
  const m = { actual: 0, mental: 0, profit: 0, flow: 0 };
  for (const x of questions) m[x.dimension] += Math.max(...x.options.map((o) => o.score));
  return m;
}

export async function myRisk(db: Kysely<DB>, userId: number, now: Date): Promise<Wire.InvestmentRisk> {
  const row = await repo.findProfile(db, userId, 'general');
  const status = statusOf(row, GENERAL_VERSION, now);
  const level = row ? actingLevel(row) : 0;
  const dims = row && row.version === GENERAL_VERSION ? dimensionTexts(score(GENERAL_QUESTIONS, row.answer, GENERAL_LEVEL_BOUNDS).byDimension, maxima(GENERAL_QUESTIONS)) : null;
  return {
    investment_risk: level as Wire.RiskLevel,
    investment_risk_status: status as Wire.RiskStatus,
    investment_risk_display: typeText(level),
    investment_risk_status_display: riskStatusText(status),
    effective_to: row?.effective_to ?? null,
    product_fit: productFit(status === InvestmentRiskStatus.Normal ? level : 0),
    investment_risk_summary: summary(level),
    investment_risk_actual: dims?.investment_risk_actual ?? '',
    investment_risk_mental: dims?.investment_risk_mental ?? '',
    investment_risk_profit: dims?.investment_risk_profit ?? '',
    investment_risk_flow: dims?.investment_risk_flow ?? '',
  };
}

export async function answerGeneral(db: Kysely<DB>, catalog: ProductCatalog, userId: number, answer: string, now: Date): Promise<Wire.RiskResult> {
  const scored = score(GENERAL_QUESTIONS, answer, GENERAL_LEVEL_BOUNDS);
  const capped = CONSERVATIVE_CAPS.some(([question, option]) => scored.choices.get(question) === option);
  const level = capped ? 1 : scored.level;
  await repo.saveProfile(db, {
    user_id: userId,
    questionnaire: 'general',
    version: GENERAL_VERSION,
    answer,
    score: scored.score,
    level,
    chosen_level: null,
    qualified: false,
    tested_at: iso(now),
    effective_to: effectiveTo(now),
  });
  // Holdings above the new level get the client's "您的持仓中有超过您风险承受能力的产品" warning.
  const mismatched = await catalog.heldAbove(userId, level);
  return { investment_risk: level as Wire.RiskLevel, warn_data: { action_type: mismatched.length > 0 ? 'confirm_risk' : '' } };
}

export async function changeLevel(db: Kysely<DB>, userId: number, level: number, now: Date): Promise<Wire.InvestmentRisk> {
  const row = await repo.findProfile(db, userId, 'general');
  if (statusOf(row, GENERAL_VERSION, now) !== InvestmentRiskStatus.Normal || !row) throw new ApiError(400, { investment_risk: [RISK_MESSAGES.testFirst] });
  if (level > row.level) throw new ApiError(400, { investment_risk: [RISK_MESSAGES.raiseNeedsTest] });
  await repo.setChosenLevel(db, userId, level === row.level ? null : level);
  return myRisk(db, userId, now);
}
