// SQL of the coin ledger: the account row (balance never below 0), its changes (one per reference), exchange counts.
import type { Kysely } from 'kysely';
import { TradeDirection } from '@fund/core/trade';
import type { DB } from '../../../db/schema';

export async function ensureCoinAccount(db: Kysely<DB>, userId: number): Promise<void> {
  await db.insertInto('coin_accounts').values({ user_id: userId }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
}

export function coinAccount(db: Kysely<DB>, userId: number) {
  return db.selectFrom('coin_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Claims a reference for a change; undefined when the user already has a change under it. */
export async function claimRef(db: Kysely<DB>, userId: number, coins: number, memo: string, ref: string, at: string): Promise<number | undefined> {
  const row = await db
    .insertInto('coin_changes')
    .values({ user_id: userId, coins, balance: 0, memo, ref, created_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'ref']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Moves the balance; undefined when it would go below 0 (nothing moved). */
export function moveBalance(db: Kysely<DB>, userId: number, coins: number) {
  return db
    .updateTable('coin_accounts')
    .set((eb) => ({
      balance: eb('balance', '+', coins),
      earned_total: eb('earned_total', '+', Math.max(coins, 0)),
      spent_total: eb('spent_total', '+', Math.max(-coins, 0)),
    }))
    .where('user_id', '=', userId)
    .where((eb) => eb(eb('balance', '+', coins), '>=', 0))
    .returning('balance')
    .executeTakeFirst();
}

export async function stampChange(db: Kysely<DB>, changeId: number, balance: number): Promise<void> {
  await db.updateTable('coin_changes').set({ balance }).where('id', '=', changeId).execute();
}

export async function countChanges(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db.selectFrom('coin_changes').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function changePage(db: Kysely<DB>, userId: number, limit: number, offset: number) {
  return db.selectFrom('coin_changes').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

export async function refTaken(db: Kysely<DB>, userId: number, ref: string): Promise<boolean> {
  return (await db.selectFrom('coin_changes').select('id').where('user_id', '=', userId).where('ref', '=', ref).executeTakeFirst()) !== undefined;
}

export async function exchangesUsed(db: Kysely<DB>, userId: number, day: string, kind: number): Promise<number> {
  const row = await db.selectFrom('coin_exchange_counts').select('used').where('user_id', '=', userId).where('day', '=', day).where('kind', '=', kind).executeTakeFirst();
  return row?.used ?? 0;
}

/** Counts one exchange of the day; false when the daily limit is already reached. */
export async function countExchange(db: Kysely<DB>, userId: number, day: string, kind: number, limit: number): Promise<boolean> {
  await db.insertInto('coin_exchange_counts').values({ user_id: userId, day, kind }).onConflict((oc) => oc.columns(['user_id', 'day', 'kind']).doNothing()).execute();
  const row = await db
    .updateTable('coin_exchange_counts')
    .set((eb) => ({ used: eb('used', '+', 1) }))
    .where('user_id', '=', userId).where('day', '=', day).where('kind', '=', kind).where('used', '<', limit)
    .returning('used')
    .executeTakeFirst();
  return row !== undefined;
}

/** What the user has done that tasks reward (each a yes/no). */
export async function taskFacts(db: Kysely<DB>, userId: number, inviteCode: string, today: string) {
  const has = async (q: Promise<unknown>) => (await q) !== undefined;
  const [card, risk, buy, plan, invite, checkin] = await Promise.all([
    has(db.selectFrom('bank_cards').select('id').where('user_id', '=', userId).executeTakeFirst()),
    has(db.selectFrom('risk_profiles').select('user_id').where('user_id', '=', userId).executeTakeFirst()),
    has(db.selectFrom('trade_orders').select('id').where('user_id', '=', userId).where('direction', 'in', [TradeDirection.Buy, TradeDirection.Subscription]).executeTakeFirst()),
    has(db.selectFrom('fixed_investments').select('id').where('user_id', '=', userId).executeTakeFirst()),
    has(db.selectFrom('users').select('id').where('invite_code', '=', inviteCode).executeTakeFirst()),
    has(db.selectFrom('campaign_plays').select('id').where('user_id', '=', userId).where('action', '=', 'checkin').where('day', '=', today).executeTakeFirst()),
  ]);
  return { card, risk, buy, plan, invite, checkin };
}
