// Test helpers of the account side: CSRF headers, a guest's slider + SMS, signing up and logging in.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sha256 } from '../modules/account/auth/secrets';

export const API = '/api/v1';

export interface Caller {
  csrf: string;
  token?: string;
}

export async function newCaller(app: FastifyInstance): Promise<Caller> {
  const res = await app.inject({ method: 'GET', url: `${API}/accounts/csrftoken/` });
  return { csrf: res.json<{ csrftoken: string }>().csrftoken };
}

export function headersOf(caller: Caller): Record<string, string> {
  const h: Record<string, string> = { 'x-csrftoken': caller.csrf };
  if (caller.token) h.authorization = `Token ${caller.token}`;
  return h;
}

/** A call under /api/v1 carrying the caller's CSRF token and login. */
export function call(app: FastifyInstance, caller: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown, extra: Partial<InjectOptions> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method, url: `${API}${path}`, headers: headersOf(caller), ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }), ...extra });
}

/** Where the puzzle's gap is: the answer stays in the server's database, so tests read it there. */
export async function sliderAnswer(app: FastifyInstance, token: string): Promise<number> {
  const row = await app.database.db.selectFrom('slider_challenges').select('gap_x').where('token_hash', '=', sha256(token)).executeTakeFirstOrThrow();
  return row.gap_x;
}

export async function passSlider(app: FastifyInstance, caller: Caller): Promise<string> {
  const challenge = (await call(app, caller, 'GET', '/accounts/slider_captcha/')).json<{ token: string }>();
  const pass = await call(app, caller, 'POST', '/accounts/slider_captcha/verify/', { token: challenge.token, offset: (await sliderAnswer(app, challenge.token)) + 2 });
  return pass.json<{ slider_token: string }>().slider_token;
}

/** Sends a code to the mobile as a guest would (slider first) and reads it from the development outbox. */
export async function smsCode(app: FastifyInstance, caller: Caller, mobile: string): Promise<string> {
  const slider = caller.token ? '' : `&slider_token=${await passSlider(app, caller)}`;
  const sent = await call(app, caller, 'GET', `/accounts/new_mobile_captcha/?mobile=${mobile}${slider}`);
  if (sent.statusCode !== 200) throw new Error(`captcha not sent: ${sent.body}`);
  return latestCode(app, caller, mobile);
}

export async function latestCode(app: FastifyInstance, caller: Caller, mobile: string): Promise<string> {
  return (await call(app, caller, 'GET', `/dev/sms/latest?mobile=${mobile}`)).json<{ code: string }>().code;
}

export const GOOD_PASSWORD = 'abc12345';

export async function signupUser(app: FastifyInstance, mobile: string, password = GOOD_PASSWORD): Promise<Caller> {
  const caller = await newCaller(app);
  const captcha = await smsCode(app, caller, mobile);
  const res = await call(app, caller, 'POST', '/accounts/signup/', { mobile, captcha, password });
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.body}`);
  return { ...caller, token: res.json<{ token: { access_token: string } }>().token.access_token };
}

/** Fakes only the clock (Date), so PGlite and Fastify timers keep running. */
export function fakeDateOnly(now: Date): void {
  jest.useFakeTimers({
    now,
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
}
