// Idempotency-Key: the first request with a key runs and its answer is stored; the same key and body
// again gets that answer (one order); the same key with another body is 422; a retry while the first
// is still running is 409. A request that fails leaves no key behind, so it may be tried again.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { TRADING_MESSAGES } from './trading-messages';

const HEADER = 'idempotency-key';

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
  if (!inserted) {
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
