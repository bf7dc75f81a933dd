// The private-fund questionnaire (with the qualified-investor test) and the advisory questionnaire
// answered per portfolio.
import type { Kysely } from 'kysely';
import { riskTypeText, type PrivateFundRisk } from '@fund/core/risk';
import type { Wire } from '@fund/core/api';
import type { DB } from '../../db/schema';
import { detailError } from '../../http/api-error';
import type { ProductCatalog } from './product-catalog';
import { effectiveTo, statusOf } from './profile-service';
import { ADVISOR_LEVEL_BOUNDS, ADVISOR_QUESTIONS, PRIVATE_FUND_LEVEL_BOUNDS, PRIVATE_FUND_QUESTIONS, PRIVATE_FUND_VERSION } from './questionnaire';
import * as repo from './repo';
import { score } from './scoring';
import { iso } from '../account/auth/timestamps';

const YES = 1;
const PORTFOLIO_NOT_FOUND = '组合不存在';

export async function privateFundRisk(db: Kysely<DB>, userId: number, now: Date): Promise<PrivateFundRisk> {
  const row = await repo.findProfile(db, userId, 'private_fund');
  const status = statusOf(row, PRIVATE_FUND_VERSION, now);
  const level = row?.level ?? 0;
  return {
    investment_risk: level as Wire.RiskLevel,
    investment_risk_status: status as Wire.RiskStatus,
    investment_risk_display: riskTypeText(level),
    effective_to: row?.effective_to ?? null,
    qualified: row?.qualified ?? false,
  };
}

export async function answerPrivateFund(db: Kysely<DB>, userId: number, answer: string, now: Date): Promise<PrivateFundRisk> {
  const scored = score(PRIVATE_FUND_QUESTIONS, answer, PRIVATE_FUND_LEVEL_BOUNDS);
  // 合格投资者: financial assets of 3 million or yearly income of 500 thousand, and 2 years of investing.
  const qualified = (scored.choices.get(1) === YES || scored.choices.get(2) === YES) && scored.choices.get(3) === YES;
  await repo.saveProfile(db, {
    user_id: userId,
    questionnaire: 'private_fund',
    version: PRIVATE_FUND_VERSION,
    answer,
    score: scored.score,
    level: scored.level,
    chosen_level: null,
    qualified,
    tested_at: iso(now),
    effective_to: effectiveTo(now),
  });
  return privateFundRisk(db, userId, now);
}

async function portfolioOrNotFound(catalog: ProductCatalog, id: number) {
  const p = await catalog.portfolio(id);
  if (!p) throw detailError(404, PORTFOLIO_NOT_FOUND);
  return p;
}

export async function advisorQuestions(catalog: ProductCatalog, portfolioId: number | undefined) {
  if (portfolioId !== undefined) await portfolioOrNotFound(catalog, portfolioId);
  return ADVISOR_QUESTIONS;
}

/** The user's own answer for a portfolio; untested (0, go to the test) when there is none. */
export async function advisorResult(db: Kysely<DB>, catalog: ProductCatalog, userId: number, portfolioId: number): Promise<Wire.RiskResult> {
  const portfolio = await portfolioOrNotFound(catalog, portfolioId);
  const row = await repo.findAdvisorAnswer(db, userId, portfolioId);
  if (!row) return { investment_risk: 0, warn_data: { action_type: 'investment_risk_test' } };
  return { investment_risk: row.level as Wire.RiskLevel, warn_data: { action_type: row.level < portfolio.level ? 'confirm_risk' : '' } };
}

export async function answerAdvisor(db: Kysely<DB>, catalog: ProductCatalog, userId: number, portfolioId: number, answer: string, now: Date): Promise<Wire.RiskResult> {
  await portfolioOrNotFound(catalog, portfolioId);
  const scored = score(ADVISOR_QUESTIONS, answer, ADVISOR_LEVEL_BOUNDS);
  await repo.saveAdvisorAnswer(db, { user_id: userId, portfolio_id: portfolioId, answer, score: scored.score, level: scored.level, answered_at: iso(now) });
  return advisorResult(db, catalog, userId, portfolioId);
}
