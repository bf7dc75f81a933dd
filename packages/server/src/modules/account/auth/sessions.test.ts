import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { call, fakeDateOnly, GOOD_PASSWORD, newCaller, signupUser, type Caller } from '../../../testing/accounts-kit';
import { SESSION_IDLE_DAYS } from './sessions';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('sessions end on the server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(async () => app.close());
  afterEach(() => jest.useRealTimers());

  async function login(mobile: string, password = GOOD_PASSWORD): Promise<Caller> {
    const caller = await newCaller(app);
    const res = await call(app, caller, 'POST', '/accounts/login/', { mobile, password });
    expect(res.statusCode).toBe(200);
    return { ...caller, token: res.json<{ token: { access_token: string } }>().token.access_token };
  }
  const settings = (who: Caller) => call(app, who, 'GET', '/accounts/settings/');

  it('logout revokes the token: a request with the old token is a guest (401)', async () => {
    const user = await signupUser(app, '13700000101');
    const other = await login('13700000101');
    expect((await settings(user)).statusCode).toBe(200);
    const out = await call(app, user, 'POST', '/accounts/logout/');
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ detail: '已退出登录' });
    const after = await settings(user);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ errors: { detail: ['登录认证失败，请重新登录'] } });
    // Only that device: the other login goes on.
    expect((await settings(other)).statusCode).toBe(200);
  });

  it('a login password change ends every other session and keeps the one that changed it', async () => {
    const phone = await signupUser(app, '13700000102');
    const laptop = await login('13700000102');
    const changed = await call(app, phone, 'POST', '/accounts/change_password/', { old_password: GOOD_PASSWORD, password: 'xyz98765', repeat_password: 'xyz98765' });
    expect(changed.statusCode).toBe(200);
    expect((await settings(laptop)).statusCode).toBe(401);
    expect((await settings(phone)).statusCode).toBe(200);
    expect((await call(app, await newCaller(app), 'POST', '/accounts/login/', { mobile: '13700000102', password: GOOD_PASSWORD })).statusCode).toBe(400);
    expect((await login('13700000102', 'xyz98765')).token).toBeDefined();
  });

  it(`ends a session unused for ${SESSION_IDLE_DAYS} days, while one in use lives on`, async () => {
    const start = Date.now();
    fakeDateOnly(new Date(start));
    const idle = await signupUser(app, '13700000103');
    const busy = await login('13700000103');
    for (let day = 2; day <= 12; day += 2) {
      jest.setSystemTime(new Date(start + day * DAY_MS));
      expect((await settings(busy)).statusCode).toBe(200);
    }
    expect((await settings(idle)).statusCode).toBe(401);
  });
});
