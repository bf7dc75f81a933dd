// SQL of memberships (one row per user and plan, its end moved forward by each period) and invitation allots.
import type { Kysely } from 'kysely';
import { AwardStatus } from '@fund/core/promotion';
import type { DB } from '../../../db/schema';

export function membershipRow(db: Kysely<DB>, userId: number, code: string) {
  return db.selectFrom('memberships').selectAll().where('user_id', '=', userId).where('code', '=', code).executeTakeFirst();
}

/** Locks the user's membership row (created at `now` when missing) so two subscriptions extend it one after the other. */
export async function lockMembership(db: Kysely<DB>, userId: number, code: string, now: string) {
  await db.insertInto('memberships').values({ user_id: userId, code, expires_at: now, updated_at: now }).onConflict((oc) => oc.columns(['user_id', 'code']).doNothing()).execute();
  return db.selectFrom('memberships').selectAll().where('user_id', '=', userId).where('code', '=', code).forUpdate().executeTakeFirstOrThrow();
}

export async function setMembershipEnd(db: Kysely<DB>, userId: number, code: string, expiresAt: string, now: string): Promise<void> {
  await db.updateTable('memberships').set({ expires_at: expiresAt, updated_at: now }).where('user_id', '=', userId).where('code', '=', code).execute();
}

export function inviteesOf(db: Kysely<DB>, inviteCode: string, limit: number, offset: number) {
  return db.selectFrom('users').select(['id', 'mobile_masked', 'created_at']).where('invite_code', '=', inviteCode).orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

export async function countInvitees(db: Kysely<DB>, inviteCode: string): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('invite_code', '=', inviteCode).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One allot per invitee and plan, made the first time the inviter looks. */
export async function ensureAllots(db: Kysely<DB>, userId: number, inviteCode: string, code: string, days: number, now: string): Promise<void> {
  const invitees = await db.selectFrom('users').select('id').where('invite_code', '=', inviteCode).where('id', '<>', userId).execute();
  if (invitees.length === 0) return;
  await db
    .insertInto('membership_allots')
    .values(invitees.map((i) => ({ user_id: userId, invitee_id: i.id, code, days, created_at: now })))
    .onConflict((oc) => oc.columns(['invitee_id', 'code']).doNothing())
    .execute();
}

export function allotsOf(db: Kysely<DB>, userId: number) {
  return db.selectFrom('membership_allots').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
}

/** Marks the user's unreceived allots received; the rows moved. */
export function receiveAllots(db: Kysely<DB>, userId: number, code: string) {
  return db.updateTable('membership_allots').set({ status: AwardStatus.Received }).where('user_id', '=', userId).where('code', '=', code).where('status', '=', AwardStatus.Waiting).returning(['id', 'days']).execute();
}
