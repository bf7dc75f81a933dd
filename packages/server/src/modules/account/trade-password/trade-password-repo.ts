// SQL of the trade password's failure count and lock, each outcome written under the "not locked" guard.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { precompiled } from '../../../db/precompiled';

/** Not locked at `now` (an ISO instant): the guard every outcome is written under. */
function unlockedAt(now: string) {
  return sql<boolean>`(trade_password_locked_until is null or trade_password_locked_until <= ${now}::timestamptz)`;
}

function unlocked(now: Date) {
  return unlockedAt(now.toISOString());
}

// A right password on every trade: precompiled (db/precompiled.ts), with and without the hash guard.
const clear = precompiled((db, v: { userId: number; now: string }) =>
  db.updateTable('users').set({ trade_password_failures: 0, trade_password_locked_until: null }).where('id', '=', v.userId).where(unlockedAt(v.now)).returning('id'),
);
const clearIfHash = precompiled((db, v: { userId: number; now: string; hash: string }) =>
  db.updateTable('users').set({ trade_password_failures: 0, trade_password_locked_until: null }).where('id', '=', v.userId).where(unlockedAt(v.now)).where('trade_password_hash', '=', v.hash).returning('id'),
);

/**
 * A right password: clears the count unless locked; undefined when locked. With `checkedHash`, also
 * undefined unless that is still the stored hash (the password was checked against a remembered one).
 */
export async function clearFailures(db: Kysely<DB>, userId: number, now: Date, checkedHash?: string) {
  const result = checkedHash === undefined ? await clear(db, { userId, now: now.toISOString() }) : await clearIfHash(db, { userId, now: now.toISOString(), hash: checkedHash });
  return result.rows[0];
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
