// SQL of the trade password's failure count and lock, each outcome written under the "not locked" guard.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { at } from '../auth/timestamps';

/** Still locked at `now`: the guard every outcome is written under. */
function unlocked(now: Date) {
  return sql<boolean>`(trade_password_locked_until is null or trade_password_locked_until <= ${at(now)})`;
}

/**
 * A right password: clears the count unless locked; undefined when locked. With `checkedHash`, also
 * undefined unless that is still the stored hash (the password was checked against a remembered one).
 */
export async function clearFailures(db: Kysely<DB>, userId: number, now: Date, checkedHash?: string) {
  return db
    .updateTable('users')
    .set({ trade_password_failures: 0, trade_password_locked_until: null })
    .where('id', '=', userId)
    .where(unlocked(now))
    .$if(checkedHash !== undefined, (q) => q.where('trade_password_hash', '=', checkedHash ?? ''))
    .returning('id')
    .executeTakeFirst();
}

/**
 * A wrong password: counts it unless locked (a lock that has run out starts a fresh count) and locks
 * until `until` at `maxFailures`; undefined when locked.
 */
export async function countFailure(db: Kysely<DB>, userId: number, now: Date, until: string, maxFailures: number) {
  const failures = sql<number>`(case when trade_password_locked_until is null then trade_password_failures + 1 else 1 end)`;
  return db
    .updateTable('users')
    .set({
      trade_password_failures: failures,
      trade_password_locked_until: sql<string | null>`(case when ${failures} >= ${maxFailures} then ${until}::timestamptz else null end)`,
    })
    .where('id', '=', userId)
    .where(unlocked(now))
    .returning(['trade_password_failures', 'trade_password_locked_until'])
    .executeTakeFirst();
}

export function identityCardHash(db: Kysely<DB>, userId: number) {
  return db.selectFrom('identity_verifications').select('id_card_hash').where('user_id', '=', userId).executeTakeFirst();
}
