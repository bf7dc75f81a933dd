// The running server as the idempotency and coupon tests call it: the raw body kept (equal bodies mean
// equal answers) and the Idempotency-Key chosen by the test (http-attack-kit does the listening and sending).
import type { FastifyInstance } from 'fastify';
import { callApi, listenOnLoopback } from './http-attack-kit';
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
  const base = await listenOnLoopback(app);
  return {
    async send(who, method, path, body, key) {
      const { status, text } = await callApi(base, who?.token, method, path, body, key === undefined ? (method === 'POST' ? newKey() : null) : key);
      let data: Record<string, unknown> = {};
      try {
        const parsed: unknown = JSON.parse(text);
        if (typeof parsed === 'object' && parsed !== null) data = parsed as Record<string, unknown>;
      } catch {
        data = {};
      }
      return { status, text, data };
    },
  };
}
