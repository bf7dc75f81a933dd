// SQL of bank cards and pending card verifications.
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { BankCardsTable } from '../../db/tables/bank-card-tables';
import { iso } from '../account/auth/timestamps';

export function cardsOf(db: Kysely<DB>, userId: number, onlyDefault: boolean) {
  let q = db.selectFrom('bank_cards').selectAll().where('user_id', '=', userId);
  if (onlyDefault) q = q.where('is_default', '=', true);
  return q.orderBy('is_default', 'desc').orderBy('id').execute();
}

/** A card of this user only: another user's card reads as missing. */
export function ownCard(db: Kysely<DB>, userId: number, cardId: number) {
  return db.selectFrom('bank_cards').selectAll().where('id', '=', cardId).where('user_id', '=', userId).executeTakeFirst();
}

export function cardByHash(db: Kysely<DB>, hash: string) {
  return db.selectFrom('bank_cards').selectAll().where('card_no_hash', '=', hash).executeTakeFirst();
}

export async function insertCard(db: Kysely<DB>, values: Insertable<BankCardsTable>): Promise<number> {
  return (await db.insertInto('bank_cards').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function setCardStatus(db: Kysely<DB>, cardId: number, status: number, now: Date): Promise<void> {
  await db.updateTable('bank_cards').set({ status, updated_at: iso(now) }).where('id', '=', cardId).execute();
}

export async function makeDefault(db: Kysely<DB>, userId: number, cardId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('bank_cards').set({ is_default: false, updated_at: iso(now) }).where('user_id', '=', userId).where('is_default', '=', true).execute();
    await trx.updateTable('bank_cards').set({ is_default: true, updated_at: iso(now) }).where('id', '=', cardId).where('user_id', '=', userId).execute();
  });
}

export async function saveVerification(db: Kysely<DB>, row: { user_id: number; card_no_hash: string; bank_id: number; reserved_mobile_hash: string; verified_at: string; expires_at: string }) {
  await db
    .insertInto('card_verifications')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'card_no_hash']).doUpdateSet({ bank_id: row.bank_id, reserved_mobile_hash: row.reserved_mobile_hash, verified_at: row.verified_at, expires_at: row.expires_at }))
    .execute();
}

export function findVerification(db: Kysely<DB>, userId: number, cardHash: string) {
  return db.selectFrom('card_verifications').selectAll().where('user_id', '=', userId).where('card_no_hash', '=', cardHash).executeTakeFirst();
}

export async function dropVerification(db: Kysely<DB>, userId: number, cardHash: string): Promise<void> {
  await db.deleteFrom('card_verifications').where('user_id', '=', userId).where('card_no_hash', '=', cardHash).execute();
}
