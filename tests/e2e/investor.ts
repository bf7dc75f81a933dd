// Each journey trades as a fresh investor of its own (POST /dev/investors: verified, one card, trade
// password, risk level 3), so what it sees never depends on which journey ran before it. The market clock is
// the one thing the journeys share: it only moves forward, settlement runs only when a journey moves it (the
// server's timer is off), and journeys read dates relative to it, never as absolute days.
import { SESSION_KEYS } from '@fund/core/api';
import type { BrowserContext } from 'playwright-core';
import { baseUrl } from './browser';

export interface ApiSession {
  token: string;
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown, idempotent?: boolean): Promise<T>;
}

export interface Investor extends ApiSession {
  mobile: string;
  password: string;
  tradePassword: string;
  bankCardId: number;
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

function session(token: string, csrftoken: string): ApiSession {
  const auth = { Authorization: `Token ${token}` };
  return {
    token,
    async get<T>(path: string) {
      return readJson<T>(await fetch(`${baseUrl()}/api/v1${path}`, { headers: auth }), `GET ${path}`);
    },
    async post<T>(path: string, body: unknown, idempotent = false) {
      const headers: Record<string, string> = { ...auth, 'content-type': 'application/json', 'X-CSRFToken': csrftoken };
      if (idempotent) headers['Idempotency-Key'] = `e2e-${process.pid}-${Date.now()}-${(keySeq += 1)}`;
      return readJson<T>(await fetch(`${baseUrl()}/api/v1${path}`, { method: 'POST', headers, body: JSON.stringify(body) }), `POST ${path}`);
    },
  };
}

/** The API session of a token a page holds (a user who signed up in the browser). */
export async function sessionOf(token: string): Promise<ApiSession> {
  const { csrftoken } = await publicGet<{ csrftoken: string }>('/accounts/csrftoken/');
  return session(token, csrftoken);
}

interface DevInvestor {
  mobile: string;
  password: string;
  trade_password: string;
  bank_card_id: number;
  token: { access_token: string };
}

/** The demo account the server prints on start (DEMO_ACCOUNT in the server's demo-account.ts, which this side cannot import). */
const DEMO_ACCOUNT = { mobile: '13800000000', password: 'demo1234' };

/** The shared demo account (a year of records and holdings), logged in: for journeys that only read. */
export async function demoSession(): Promise<ApiSession> {
  const { csrftoken } = await publicGet<{ csrftoken: string }>('/accounts/csrftoken/');
  const res = await fetch(`${baseUrl()}/api/v1/accounts/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-CSRFToken': csrftoken },
    body: JSON.stringify(DEMO_ACCOUNT),
  });
  const answer = await readJson<{ token: { access_token: string } }>(res, 'POST /accounts/login/');
  return session(answer.token.access_token, csrftoken);
}

/** A new investor nobody else uses, with its API session (the development endpoint answers a logged-in token). */
export async function newInvestor(): Promise<Investor> {
  const { csrftoken } = await publicGet<{ csrftoken: string }>('/accounts/csrftoken/');
  const res = await fetch(`${baseUrl()}/api/v1/dev/investors`, { method: 'POST', headers: { 'content-type': 'application/json', 'X-CSRFToken': csrftoken }, body: '{}' });
  const made = await readJson<DevInvestor>(res, 'POST /dev/investors');
  return { ...session(made.token.access_token, csrftoken), mobile: made.mobile, password: made.password, tradePassword: made.trade_password, bankCardId: made.bank_card_id };
}

export interface MarketClock {
  /** ISO instant. */
  now: string;
  /** The market's date in Beijing, YYYY-MM-DD. */
  date: string;
}

/** The server's market clock now (it is shared: read it, never assume a date). */
export async function marketClock(api: ApiSession): Promise<MarketClock> {
  return api.get<MarketClock>('/dev/clock');
}

/** Moves the market clock on by `days` and runs settlement for the days passed (0: settle now, move nothing). */
export async function advanceClock(api: ApiSession, days: number): Promise<MarketClock> {
  return api.post<MarketClock>('/dev/clock/advance', { days });
}

/** Moves the clock a day at a time (at most `maxDays`) until `done` holds; true when it did. */
export async function advanceUntil(api: ApiSession, done: () => Promise<boolean>, maxDays = 5): Promise<boolean> {
  for (let i = 0; i < maxDays; i += 1) {
    if (await done()) return true;
    await advanceClock(api, 1);
  }
  return done();
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
