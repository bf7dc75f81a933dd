// Attacking the running server: the app listens on a free loopback port and the test fires real parallel
// HTTP requests at it with fetch (no inject), as a client on the network would.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { issueCsrfToken } from '../modules/account/auth/csrf';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export interface Caller {
  token?: string;
}

/** Starts listening on port 0 and returns the API's base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}/api/v1`;
}

/** One request as the app sends it (CSRF token, login, the Idempotency-Key when given); the raw answer. */
export async function callApi(base: string, token: string | undefined, method: 'GET' | 'POST', path: string, body?: object, key?: string | null): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { 'x-csrftoken': issueCsrfToken() };
  if (token) headers.authorization = `Token ${token}`;
  if (key !== null && key !== undefined) headers['idempotency-key'] = key;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, text: await res.text() };
}

/** One request; every POST carries a fresh Idempotency-Key, as the client sends on money calls. */
export async function hit(base: string, who: Caller | null, method: 'GET' | 'POST', path: string, body?: object): Promise<Answer> {
  const { status, text } = await callApi(base, who?.token, method, path, body, method === 'POST' ? randomUUID() : null);
  return { status, body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>) };
}

/** `count` copies of a request fired at once. */
export function burst(count: number, fire: (i: number) => Promise<Answer>): Promise<Answer[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => fire(i)));
}

export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The first message of an {errors: {field: [message]}} or {detail} answer. */
export function messageOf(answer: Answer): string {
  const errors = answer.body.errors as Record<string, string[]> | undefined;
  if (errors) return Object.values(errors)[0]?.[0] ?? '';
  return typeof answer.body.detail === 'string' ? answer.body.detail : '';
}
