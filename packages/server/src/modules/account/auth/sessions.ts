// Login sessions: `Authorization: Token <token>`; only the token's SHA-256 is stored.
// Exported for every area that needs the current user (requireUserId) or issues a login.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { systemClock } from '@fund/core/ports';
import { AUTH_MESSAGES } from '@fund/core/account';
import type { DB } from '../../../db/schema';
import { detailError } from '../../../http/api-error';
import { randomToken, sha256 } from './secrets';
import { deleteSession, deleteUserSessions, insertSession, sessionByHash, touchSession } from './sessions-repo';
import { iso } from './timestamps';

/** A login lasts at most 30 days, and ends sooner after 7 days without a request. */
export const SESSION_DAYS = 30;
export const SESSION_IDLE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
// last_seen_at is written at most this often, so reads do not each cost a write.
const TOUCH_EVERY_MS = 60_000;
const HEADER = /^Token ([A-Za-z0-9_-]{20,128})$/;

// A login ages in real time, not on the market's clock: moving the development clock ahead must not
// log anyone out, and a test that pins the market in the past must not find its sessions expired.
const realNow = (): Date => new Date(systemClock.now());

export async function createSession(db: Kysely<DB>, userId: number): Promise<string> {
  const token = randomToken();
  const now = realNow();
  await insertSession(db, { token_hash: sha256(token), user_id: userId, created_at: iso(now), last_seen_at: iso(now), expires_at: iso(new Date(now.getTime() + SESSION_DAYS * DAY_MS)) });
  return token;
}

function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? HEADER.exec(header.trim()) : null;
  return match?.[1] ?? null;
}

/** The hash of the request's token (to keep the current session when revoking the others). */
export function sessionHashOf(request: FastifyRequest): string | null {
  const token = tokenOf(request);
  return token === null ? null : sha256(token);
}

/** The logged-in user, or null for a guest (a missing, unknown, expired or idle token). */
export async function currentUserId(db: Kysely<DB>, request: FastifyRequest): Promise<number | null> {
  const hash = sessionHashOf(request);
  if (hash === null) return null;
  const row = await sessionByHash(db, hash);
  const now = realNow().getTime();
  if (!row || row.expires_at.getTime() <= now || row.last_seen_at.getTime() + SESSION_IDLE_DAYS * DAY_MS <= now) return null;
  if (now - row.last_seen_at.getTime() >= TOUCH_EVERY_MS) {
    await touchSession(db, hash, iso(new Date(now)));
  }
  return row.user_id;
}

/** Logout: the token stops working on every node at once, whoever holds a copy. */
export async function revokeSession(db: Kysely<DB>, request: FastifyRequest): Promise<void> {
  const hash = sessionHashOf(request);
  if (hash !== null) await deleteSession(db, hash);
}

/** The logged-in user, or a 401 the client answers by going to the login page. */
export async function requireUserId(db: Kysely<DB>, request: FastifyRequest): Promise<number> {
  const id = await currentUserId(db, request);
  if (id === null) throw detailError(401, AUTH_MESSAGES.loginRequired);
  return id;
}

/** After a password change or reset: every other device must log in again. */
export async function revokeSessions(db: Kysely<DB>, userId: number, keepHash: string | null = null): Promise<void> {
  await deleteUserSessions(db, userId, keepHash);
}
