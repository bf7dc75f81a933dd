// The demo market's clock shared by every node of one database: a clock move is written to the
// database, and each node adopts it before settling and (at most once a second) before a request, so
// two nodes behind one address never disagree on the day. The same read notices NAVs another node
// published, so this node's market read cache drops what it kept. Tests in one process keep a private clock.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { LAST_CLOSED, MARKET_IMPORTED, navsPublished } from '../engine/navs-published';
import type { ServerClock } from './server-clock';

const OFFSET_KEY = 'market_clock_offset_ms';
const FRESH_MS = 1_000;

const lastSync = new WeakMap<ServerClock, number>();
const lastClosedSeen = new WeakMap<Kysely<DB>, string>();

/** The stored offset; on the way, a change of the last published day or a market import is announced (navsPublished). */
async function storedOffset(db: Kysely<DB>): Promise<number> {
  const rows = await db.selectFrom('engine_state').select(['key', 'value']).where('key', 'in', [OFFSET_KEY, LAST_CLOSED, MARKET_IMPORTED]).execute();
  const closed = [LAST_CLOSED, MARKET_IMPORTED].map((key) => rows.find((r) => r.key === key)?.value ?? '').join('|');
  const seen = lastClosedSeen.get(db);
  lastClosedSeen.set(db, closed);
  if (seen !== undefined && seen !== closed) navsPublished(db);
  const ms = Number(rows.find((r) => r.key === OFFSET_KEY)?.value ?? '0');
  return Number.isSafeInteger(ms) ? ms : 0;
}

/** Whether the once-a-second read is due (callers on the hot path skip the call when not). */
export function syncDue(clock: ServerClock): boolean {
  return Date.now() - (lastSync.get(clock) ?? 0) >= FRESH_MS;
}

/** Adopts the offset another node wrote; `force` skips the once-a-second limit. */
export async function syncClock(db: Kysely<DB>, clock: ServerClock, force = false): Promise<void> {
  if (!force && !syncDue(clock)) return;
  lastSync.set(clock, Date.now());
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
