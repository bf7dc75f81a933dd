// SQL of questionnaire results, advisor answers, risk confirmations and disclosures.
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { RiskProfilesTable } from '../../db/tables/risk-tables';
import { iso } from '../account/auth/timestamps';

export type Questionnaire = 'general' | 'private_fund';

export function findProfile(db: Kysely<DB>, userId: number, questionnaire: Questionnaire) {
  return db.selectFrom('risk_profiles').selectAll().where('user_id', '=', userId).where('questionnaire', '=', questionnaire).executeTakeFirst();
}

export async function saveProfile(db: Kysely<DB>, row: Insertable<RiskProfilesTable>): Promise<void> {
  const { user_id: _u, questionnaire: _q, ...rest } = row;
  await db
    .insertInto('risk_profiles')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'questionnaire']).doUpdateSet(rest))
    .execute();
}

export async function setChosenLevel(db: Kysely<DB>, userId: number, level: number | null): Promise<void> {
  await db.updateTable('risk_profiles').set({ chosen_level: level }).where('user_id', '=', userId).where('questionnaire', '=', 'general').execute();
}

export function findAdvisorAnswer(db: Kysely<DB>, userId: number, portfolioId: number) {
  return db.selectFrom('advisor_risk_answers').selectAll().where('user_id', '=', userId).where('portfolio_id', '=', portfolioId).executeTakeFirst();
}

export async function saveAdvisorAnswer(db: Kysely<DB>, row: { user_id: number; portfolio_id: number; answer: string; score: number; level: number; answered_at: string }) {
  await db
    .insertInto('advisor_risk_answers')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'portfolio_id']).doUpdateSet({ answer: row.answer, score: row.score, level: row.level, answered_at: row.answered_at }))
    .execute();
}

export async function insertConfirmation(db: Kysely<DB>, row: { user_id: number; product_type: string; product_id: number; product_level: number; user_level: number; confirmed_at: string }): Promise<number> {
  return (await db.insertInto('risk_confirmations').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export function findDisclosure(db: Kysely<DB>, userId: number, fundId: number) {
  return db.selectFrom('risk_disclosures').selectAll().where('user_id', '=', userId).where('fund_id', '=', fundId).executeTakeFirst();
}

export async function saveDisclosure(db: Kysely<DB>, userId: number, fundId: number, now: Date): Promise<void> {
  await db
    .insertInto('risk_disclosures')
    .values({ user_id: userId, fund_id: fundId, agreed_at: iso(now) })
    .onConflict((oc) => oc.columns(['user_id', 'fund_id']).doUpdateSet({ agreed_at: iso(now) }))
    .execute();
}

export async function dropDisclosure(db: Kysely<DB>, userId: number, fundId: number): Promise<void> {
  await db.deleteFrom('risk_disclosures').where('user_id', '=', userId).where('fund_id', '=', fundId).execute();
}

export async function insertProfile(db: Kysely<DB>, row: Insertable<RiskProfilesTable>): Promise<void> {
  await db
    .insertInto('risk_profiles')
    .values(row)
    .execute();
}
