// Idempotency-Key on every money-moving call: required (400 without one); the key row, the work (the
// order, the plan change) and the stored answer commit in ONE transaction, so a crash leaves either all
// of them or none — a retry then finds the answer, or runs afresh. The same key and body again gets the
// first answer (one order); the same key with another body is 422. A concurrent request with the same
// key waits on the key's unique index until the first commits, then answers with the stored answer.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_MESSAGES } from '@fund/core/api';
import type { DB } from '../../db/schema';
import { claimKey, keyRow, storeAnswer } from './idempotency-repo';
import { ApiError } from '../../http/api-error';
import { passPassword } from './order-checks';

const HEADER = IDEMPOTENCY_HEADER.toLowerCase();

function keyOf(request: FastifyRequest): string {
  const value = request.headers[HEADER];
  const key = Array.isArray(value) ? value[0] : value;
  if (typeof key !== 'string' || key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) throw new ApiError(400, { detail: [IDEMPOTENCY_MESSAGES.keyRequired] });
  return key;
}

function hashOf(request: FastifyRequest): string {
  const url = request.url.split('?')[0] ?? '';
  return createHash('sha256').update(`${request.method} ${url} ${JSON.stringify(request.body ?? null)}`).digest('hex');
}

type Stored<T> = { found: false } | { found: true; answer: T };

/** The committed answer under the key, if any; 422 for another body, 409 for a key from before answers were stored with their work. */
async function storedAnswer<T>(db: Kysely<DB>, userId: number, key: string, hash: string): Promise<Stored<T>> {
  const row = await keyRow(db, userId, key);
  if (!row) return { found: false };
  if (row.request_hash !== hash) throw new ApiError(422, { detail: [IDEMPOTENCY_MESSAGES.mismatch] });
  if (row.state !== 'done' || row.answer === null) throw new ApiError(409, { detail: [IDEMPOTENCY_MESSAGES.running] });
  return { found: true, answer: JSON.parse(row.answer) as T };
}

export interface IdempotentOptions {
  /**
   * The trade password, checked before the transaction: a wrong one is counted (and may lock trading),
   * which the work's rollback would otherwise undo.
   */
  password?: string;
  /** The request's instant on the app's clock: the password lock and the key's stamp read it. */
  now: Date;
}

/** The key claimed for the work: work whose own statement stores its answer under it says so (`answered`), saving the update after it. */
export interface ClaimedKey {
  readonly key: string;
  answered: boolean;
}

export async function idempotent<T>(db: Kysely<DB>, userId: number, request: FastifyRequest, options: IdempotentOptions, run: (trx: Transaction<DB>, claim: ClaimedKey) => Promise<T>): Promise<T> {
  const key = keyOf(request);
  const hash = hashOf(request);
  // A retry after the answer was committed gets it without asking for anything again.
  const before = await storedAnswer<T>(db, userId, key, hash);
  if (before.found) return before.answer;
  if (options.password !== undefined) await passPassword(db, userId, options.password, options.now);
  const outcome = await db.transaction().execute(async (trx): Promise<Stored<T>> => {
    // Blocks while another transaction holds the same key uncommitted; nothing is inserted once it committed.
    const inserted = await claimKey(trx, userId, key, hash, options.now);
    if (!inserted) return storedAnswer<T>(trx, userId, key, hash);
    const claim: ClaimedKey = { key, answered: false };
    const answer = await run(trx, claim);
    if (!claim.answered) await storeAnswer(trx, userId, key, JSON.stringify(answer));
    return { found: true, answer };
  });
  // Unreachable in practice: a conflicting key is committed, so it is read back above.
  if (!outcome.found) throw new ApiError(409, { detail: [IDEMPOTENCY_MESSAGES.running] });
  return outcome.answer;
}
