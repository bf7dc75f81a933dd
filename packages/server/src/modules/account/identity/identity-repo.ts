// SQL of identity verification: the user's verified identity, who holds an ID number, the private-fund qualification.
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { IdentityVerificationsTable } from '../../../db/tables/bank-card-tables';

export function findIdentity(db: Kysely<DB>, userId: number) {
  return db.selectFrom('identity_verifications').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function identityOwnerOf(db: Kysely<DB>, idCardHash: string) {
  return db.selectFrom('identity_verifications').select('user_id').where('id_card_hash', '=', idCardHash).executeTakeFirst();
}

export async function insertIdentityRow(db: Kysely<DB>, row: Insertable<IdentityVerificationsTable>): Promise<void> {
  await db
    .insertInto('identity_verifications')
    .values(row)
    .execute();
}

export function privateFundQualifiedOf(db: Kysely<DB>, userId: number) {
  return db.selectFrom('users').select('private_fund_qualified').where('id', '=', userId).executeTakeFirst();
}

export function privateFundTestOf(db: Kysely<DB>, userId: number) {
  return db.selectFrom('risk_profiles').select(['qualified', 'effective_to']).where('user_id', '=', userId).where('questionnaire', '=', 'private_fund').executeTakeFirst();
}

export async function setPrivateFundQualifiedRow(db: Kysely<DB>, userId: number, qualified: boolean, at: string): Promise<void> {
  await db.updateTable('users').set({ private_fund_qualified: qualified, updated_at: at }).where('id', '=', userId).execute();
}
