// The demo market's clock shared by every node of one database: a clock move is written to the
// database, and each node adopts it before settling and (at most once a second) before a request, so
// two nodes behind one address never disagree on the day. Tests in one process keep a private clock.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { ServerClock } from './server-clock';

const OFFSET_KEY = 'market_clock_offset_ms';
const FRESH_MS = 1_000;

const lastSync = new WeakMap<ServerClock, number>();

async function storedOffset(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom('engine_state').select('value').where('key', '=', OFFSET_KEY).executeTakeFirst();
  const ms = Number(row?.value ?? '0');
  return Number.isSafeInteger(ms) ? ms : 0;
}

/** Adopts the offset another node wrote; `force` skips the once-a-second limit. */
export async function syncClock(db: Kysely<DB>, clock: ServerClock, force = false): Promise<void> {
  const now = Date.now();
  if (!force && now - (lastSync.get(clock) ?? 0) < FRESH_MS) return;
  lastSync.set(clock, now);
  clock.adoptOffset(await storedOffset(db));
}

/** Moves the shared clock: the largest of this node's and the stored offset, moved, then stored. */
export async function advanceSharedClock(db: Kysely<DB>, clock: ServerClock, move: { days?: number; to?: Date }): Promise<Date> {
  return db.transaction().execute(async (trx) => {
    await trx.insertInto('engine_state').values({ key: OFFSET_KEY, value: '0' }).onConflict((oc) => oc.column('key').doNothing()).execute();
    // The row lock orders concurrent moves from several nodes.
    const row = await sql<{ value: string }>`select value from engine_state where key = ${OFFSET_KEY} for update`.execute(trx);
    const stored = Number(row.rows[0]?.value ?? '0');
    clock.adoptOffset(Number.isSafeInteger(stored) ? stored : 0);
    const now = clock.advance(move);
    await trx.updateTable('engine_state').set({ value: String(clock.offset) }).where('key', '=', OFFSET_KEY).execute();
    lastSync.set(clock, Date.now());
    return now;
  });
}
