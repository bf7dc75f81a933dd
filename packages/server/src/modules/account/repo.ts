// SQL of users and the login throttle.
import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { UsersTable } from '../../db/tables/account-tables';
import { iso, at } from './auth/timestamps';

export function findUserByMobileHash(db: Kysely<DB>, mobileHash: string) {
  return db.selectFrom('users').selectAll().where('mobile_hash', '=', mobileHash).executeTakeFirst();
}

export function findUser(db: Kysely<DB>, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Kysely<DB>, values: Insertable<UsersTable>): Promise<number> {
  const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Kysely<DB>, id: number, patch: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(patch).where('id', '=', id).execute();
}

export async function isChosenUsernameTaken(db: Kysely<DB>, username: string, exceptUserId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .where('username_set', '=', true)
    .where('id', '!=', exceptUserId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Serialises login attempts on one account and on one address until the transaction ends (account
 * first, then address, always in that order so two attempts never wait on each other in a cycle).
 */
export async function lockLoginSubjects(trx: Transaction<DB>, accountHash: string, address: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`login-account:${accountHash}`}))`.execute(trx);
  await sql`select pg_advisory_xact_lock(hashtext(${`login-address:${address}`}))`.execute(trx);
}

export async function countLoginFailures(db: Kysely<DB> | Transaction<DB>, by: { account_hash: string } | { address: string }, since: Date): Promise<number> {
  let q = db.selectFrom('login_failures').select((eb) => eb.fn.countAll<number>().as('n')).where('failed_at', '>=', at(since));
  q = 'account_hash' in by ? q.where('account_hash', '=', by.account_hash) : q.where('address', '=', by.address);
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function recordLoginFailure(db: Kysely<DB> | Transaction<DB>, accountHash: string, address: string, now: Date): Promise<void> {
  await db.insertInto('login_failures').values({ account_hash: accountHash, address, failed_at: iso(now) }).execute();
}

export async function clearLoginFailures(db: Kysely<DB>, accountHash: string): Promise<void> {
  await db.deleteFrom('login_failures').where('account_hash', '=', accountHash).execute();
}

export function socialBindings(db: Kysely<DB>, userId: number) {
  return db.selectFrom('social_bindings').select(['provider', 'nickname']).where('user_id', '=', userId).execute();
}
