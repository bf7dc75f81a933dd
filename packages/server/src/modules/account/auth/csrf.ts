// CSRF token: GET /accounts/csrftoken/ issues one (JSON field and `csrftoken` cookie); every unsafe
// method under /api/v1 must echo a valid one in X-CSRFToken. Tokens are signed, not stored, so any
// node can check them; the mini programs have no cookies, so the header alone is what is checked,
// and when a cookie is also present it must agree with the header (double submit).
import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STORAGE } from '@fund/core/storage';
import { systemClock } from '@fund/core/ports';
import { AUTH_MESSAGES } from '@fund/core/account';
import { detailError } from '../../../http/api-error';
import { fieldSecret } from './field-protection';
import { randomToken, safeEqual, sha256 } from './secrets';

export const CSRF_HEADER = 'x-csrftoken';
const MAX_AGE_S = 7 * 24 * 60 * 60;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function signingKey(): string {
  return `csrf:${fieldSecret()}`;
}

function sign(payload: string): string {
  return createHmac('sha256', signingKey()).update(payload).digest('base64url');
}

// Tokens age in real time, like sessions (sessions.ts): the market's clock may be moved or pinned.
/** '<nonce>.<issued seconds>.<signature>' */
export function issueCsrfToken(now = systemClock.now()): string {
  const payload = `${randomToken(16)}.${Math.floor(now / 1000)}`;
  return `${payload}.${sign(payload)}`;
}

export function isValidCsrfToken(token: string, now = systemClock.now()): boolean {
  const parts = token.split('.');
  const [nonce, issued, signature] = parts;
  if (parts.length !== 3 || !nonce || !issued || !signature || !/^\d{1,12}$/.test(issued)) return false;
  const age = Math.floor(now / 1000) - Number(issued);
  if (age < -60 || age > MAX_AGE_S) return false;
  return safeEqual(signature, sign(`${nonce}.${issued}`));
}

export function csrfCookie(token: string): string {
  return `${STORAGE.csrfCookieName}=${token}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax`;
}

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/**
 * Names the client session (logged in or not) by its CSRF token's hash: what asked for an SMS code is
 * remembered by this, so the development peek can answer that session and no other.
 */
export function csrfRequesterHash(request: FastifyRequest): string | null {
  const header = request.headers[CSRF_HEADER];
  return typeof header === 'string' && isValidCsrfToken(header) ? sha256(header) : null;
}

/** Call inside the /api/v1 block: the hook then guards every route of that scope. */
export function installCsrfCheck(api: FastifyInstance): void {
  api.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method)) return;
    const header = request.headers[CSRF_HEADER];
    const token = typeof header === 'string' ? header : '';
    const cookie = cookieValue(request, STORAGE.csrfCookieName);
    const agrees = cookie === undefined || safeEqual(cookie, token);
    if (!isValidCsrfToken(token) || !agrees) throw detailError(403, AUTH_MESSAGES.csrfFailed);
  });
}
