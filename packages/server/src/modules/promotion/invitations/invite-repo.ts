// SQL of invitations: codes, the friends who signed up with one, what each friend has done, the rewards.
import type { Kysely } from 'kysely';
import { BankCardStatus } from '@fund/core/card';
import { PAYING_DIRECTIONS, TRADED_STATUSES, CONFIRMED_TRADE_STATUSES } from '@fund/core/trade';
import type { DB } from '../../../db/schema';
import { IDENTITY_STATUS } from '../../account/identity/service';

/** A buy counts once the fund company confirmed it (in full or in part): an undone or failed buy does not. */
const COUNTED_BUY_STATUSES = [...new Set([...TRADED_STATUSES, ...CONFIRMED_TRADE_STATUSES])];

export function codeOfUser(db: Kysely<DB>, userId: number) {
  return db.selectFrom('invite_codes').select('code').where('user_id', '=', userId).executeTakeFirst();
}

/** false when the code is taken (by anyone) or the user has one already. */
export async function insertCode(db: Kysely<DB>, userId: number, code: string, at: string): Promise<boolean> {
  const row = await db.insertInto('invite_codes').values({ user_id: userId, code, created_at: at }).onConflict((oc) => oc.doNothing()).returning('user_id').executeTakeFirst();
  return row !== undefined;
}

export function inviterOfCode(db: Kysely<DB>, code: string) {
  return db.selectFrom('invite_codes').select('user_id').where('code', '=', code).executeTakeFirst();
}

export function inviteesOf(db: Kysely<DB>, code: string, inviterId: number, limit: number, offset: number) {
  return db.selectFrom('users').select(['id', 'mobile_masked', 'created_at']).where('invite_code', '=', code).where('id', '!=', inviterId).orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

export async function countInvitees(db: Kysely<DB>, code: string, inviterId: number): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('invite_code', '=', code).where('id', '!=', inviterId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Invitees (of anyone) not yet rewarded: the ones whose steps are worth looking at. */
export function unrewardedInvitees(db: Kysely<DB>, inviterId?: number) {
  let q = db
    .selectFrom('users as u')
    .innerJoin('invite_codes as c', 'c.code', 'u.invite_code')
    .leftJoin('invitation_rewards as r', 'r.invitee_id', 'u.id')
    .select(['u.id as invitee_id', 'c.user_id as inviter_id'])
    .where('r.invitee_id', 'is', null)
    .whereRef('c.user_id', '!=', 'u.id');
  if (inviterId !== undefined) q = q.where('c.user_id', '=', inviterId);
  return q.execute();
}

/** Which steps each user has done now, read from identity, cards and confirmed buys. */
export async function doneSteps(db: Kysely<DB>, userIds: number[]): Promise<Map<number, Set<string>>> {
  const done = new Map<number, Set<string>>(userIds.map((id) => [id, new Set<string>()]));
  if (userIds.length === 0) return done;
  const [identities, cards, buys] = await Promise.all([
    db.selectFrom('identity_verifications').select('user_id').where('user_id', 'in', userIds).where('status', '=', IDENTITY_STATUS.verified).execute(),
    db.selectFrom('bank_cards').select('user_id').distinct().where('user_id', 'in', userIds).where('status', '=', BankCardStatus.Verified).execute(),
    db.selectFrom('trade_orders').select('user_id').distinct().where('user_id', 'in', userIds).where('direction', 'in', [...PAYING_DIRECTIONS]).where('status', 'in', COUNTED_BUY_STATUSES).execute(),
  ]);
  for (const r of identities) done.get(r.user_id)?.add('identity');
  for (const r of cards) done.get(r.user_id)?.add('card');
  for (const r of buys) done.get(r.user_id)?.add('first_buy');
  return done;
}

/** Steps as recorded (when first seen done). */
export async function recordedSteps(db: Kysely<DB>, userIds: number[]): Promise<Map<number, Set<string>>> {
  const out = new Map<number, Set<string>>(userIds.map((id) => [id, new Set<string>()]));
  if (userIds.length === 0) return out;
  const rows = await db.selectFrom('invitation_steps').select(['invitee_id', 'step']).where('invitee_id', 'in', userIds).execute();
  for (const r of rows) out.get(r.invitee_id)?.add(r.step);
  return out;
}

export async function recordStep(db: Kysely<DB>, inviteeId: number, step: string, at: string): Promise<void> {
  await db.insertInto('invitation_steps').values({ invitee_id: inviteeId, step, done_at: at }).onConflict((oc) => oc.columns(['invitee_id', 'step']).doNothing()).execute();
}

/** The reward row; false when the invitee already credited someone (the primary key decides races). */
export async function claimReward(trx: Kysely<DB>, inviteeId: number, inviterId: number, at: string): Promise<boolean> {
  const row = await trx
    .insertInto('invitation_rewards')
    .values({ invitee_id: inviteeId, inviter_id: inviterId, coupon_id: null, credited_at: at })
    .onConflict((oc) => oc.column('invitee_id').doNothing())
    .returning('invitee_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function setRewardCoupon(trx: Kysely<DB>, inviteeId: number, couponId: number): Promise<void> {
  await trx.updateTable('invitation_rewards').set({ coupon_id: couponId }).where('invitee_id', '=', inviteeId).execute();
}

export function rewardsOf(db: Kysely<DB>, inviterId: number) {
  return db
    .selectFrom('invitation_rewards as r')
    .innerJoin('user_coupons as c', 'c.id', 'r.coupon_id')
    .select(['r.invitee_id', 'c.amount'])
    .where('r.inviter_id', '=', inviterId)
    .execute();
}
