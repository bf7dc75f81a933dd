// Idempotency-Key: the first request with a key runs and its answer is stored; the same key and body
// again gets that answer (one order); the same key with another body is 422; a retry while the first
// is still running is 409 (unless it was abandoned minutes ago by a node that died). A request that fails leaves no key behind, so it may be tried again.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { TRADING_MESSAGES } from './trading-messages';

const HEADER = 'idempotency-key';
/** A request still "running" after this long died with its node: a retry may take the key over. */
export const ABANDONED_AFTER_MS = 2 * 60_000;

function keyOf(request: FastifyRequest): string | null {
  const value = request.headers[HEADER];
  const key = Array.isArray(value) ? value[0] : value;
  return typeof key === 'string' && key.length > 0 && key.length <= 128 ? key : null;
}

function hashOf(request: FastifyRequest): string {
  const url = request.url.split('?')[0] ?? '';
  return createHash('sha256').update(`${request.method} ${url} ${JSON.stringify(request.body ?? null)}`).digest('hex');
}

export async function idempotent<T>(db: Kysely<DB>, userId: number, request: FastifyRequest, run: () => Promise<T>): Promise<T> {
  const key = keyOf(request);
  if (key === null) return run();
  const hash = hashOf(request);
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({ user_id: userId, key, request_hash: hash, state: 'running', answer: null, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  const takenOver = inserted
    ? undefined
    : await db
        .updateTable('idempotency_keys')
        .set({ created_at: new Date().toISOString() })
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .where('state', '=', 'running')
        .where('request_hash', '=', hash)
        .where('created_at', '<', sql<Date>`${new Date(Date.now() - ABANDONED_AFTER_MS).toISOString()}::timestamptz`)
        .returning('key')
        .executeTakeFirst();
  if (!inserted && !takenOver) {
    const row = await db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
    if (row && row.request_hash !== hash) throw new ApiError(422, { detail: [TRADING_MESSAGES.idempotencyMismatch] });
    if (!row || row.state !== 'done' || row.answer === null) throw new ApiError(409, { detail: [TRADING_MESSAGES.idempotencyRunning] });
    return JSON.parse(row.answer) as T;
  }
  try {
    const answer = await run();
    await db.updateTable('idempotency_keys').set({ state: 'done', answer: JSON.stringify(answer) }).where('user_id', '=', userId).where('key', '=', key).execute();
    return answer;
  } catch (err) {
    await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key).execute();
    throw err;
  }
}
