// Tests that attack the running server: the app listens on a free loopback port and requests go over
// real HTTP (fetch), so parallel requests are really parallel on the server.
import type { FastifyInstance } from 'fastify';
import { issueCsrfToken } from '../modules/auth/csrf';
import type { Investor } from './trading-kit';

export interface Answer {
  status: number;
  /** The raw body: equal bodies mean equal answers. */
  text: string;
  data: Record<string, unknown>;
}

export interface LiveServer {
  /** A call under /api/v1 as the investor (or a guest); a POST sends `key` as its Idempotency-Key, none when null. */
  send(who: Investor | null, method: 'GET' | 'POST', path: string, body?: object, key?: string | null): Promise<Answer>;
}

let keySeq = 0;

/** A fresh Idempotency-Key, as the app's client makes one per intent. */
export function newKey(): string {
  keySeq += 1;
  return `live-${process.pid}-${Date.now()}-${keySeq}`;
}

export async function listen(app: FastifyInstance): Promise<LiveServer> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  const base = `http://127.0.0.1:${address.port}/api/v1`;
  return {
    async send(who, method, path, body, key) {
      const headers: Record<string, string> = { 'x-csrftoken': issueCsrfToken() };
      if (who) headers.authorization = `Token ${who.token}`;
      const idempotencyKey = key === undefined ? (method === 'POST' ? newKey() : null) : key;
      if (idempotencyKey !== null) headers['idempotency-key'] = idempotencyKey;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`${base}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      const text = await res.text();
      let data: Record<string, unknown> = {};
      try {
        const parsed: unknown = JSON.parse(text);
        if (typeof parsed === 'object' && parsed !== null) data = parsed as Record<string, unknown>;
      } catch {
        data = {};
      }
      return { status: res.status, text, data };
    },
  };
}
