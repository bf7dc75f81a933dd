// The demo account through the API: a CSRF token, a login, and authorised JSON calls, as the app makes them.
import { SESSION_KEYS } from '@fund/core/api';
import type { BrowserContext } from 'playwright-core';
import { baseUrl } from './browser';

export const DEMO = { mobile: '13800000000', password: 'demo1234', tradePassword: '123456' } as const;

export interface ApiSession {
  token: string;
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown, idempotent?: boolean): Promise<T>;
}

async function readJson<T>(res: Response, what: string): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** GET /api/v1<path> without a session. */
export async function publicGet<T>(path: string): Promise<T> {
  return readJson<T>(await fetch(`${baseUrl()}/api/v1${path}`), `GET ${path}`);
}

let keySeq = 0;

/** Logs the demo account in (POST /accounts/login/ with the CSRF token from /accounts/csrftoken/). */
export async function demoSession(): Promise<ApiSession> {
  const { csrftoken } = await publicGet<{ csrftoken: string }>('/accounts/csrftoken/');
  const login = await fetch(`${baseUrl()}/api/v1/accounts/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-CSRFToken': csrftoken },
    body: JSON.stringify({ mobile: DEMO.mobile, password: DEMO.password }),
  });
  const answer = await readJson<{ token?: { access_token?: string } }>(login, 'POST /accounts/login/');
  const token = answer.token?.access_token;
  if (!token) throw new Error('the demo login answered no access token');
  const auth = { Authorization: `Token ${token}` };
  return {
    token,
    async get<T>(path: string) {
      return readJson<T>(await fetch(`${baseUrl()}/api/v1${path}`, { headers: auth }), `GET ${path}`);
    },
    async post<T>(path: string, body: unknown, idempotent = false) {
      const headers: Record<string, string> = { ...auth, 'content-type': 'application/json', 'X-CSRFToken': csrftoken };
      if (idempotent) headers['Idempotency-Key'] = `e2e-routes-${Date.now()}-${(keySeq += 1)}`;
      return readJson<T>(await fetch(`${baseUrl()}/api/v1${path}`, { method: 'POST', headers, body: JSON.stringify(body) }), `POST ${path}`);
    },
  };
}

/** Every page of the context starts logged in: the token sits where Taro's H5 storage keeps it (localStorage, {data}). */
export async function storeToken(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      window.localStorage.setItem(key, JSON.stringify({ data: value }));
    },
    [SESSION_KEYS.accessToken, token] as const,
  );
}
