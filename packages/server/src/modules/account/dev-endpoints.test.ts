import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { call, fakeDateOnly, newCaller, passSlider, signupUser, type Caller } from '../../testing/accounts-kit';

describe('development endpoints in demo mode', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ mode: 'demo' });
  });
  afterAll(async () => app.close());
  afterEach(() => jest.useRealTimers());

  const peek = (who: Caller, mobile: string) => call(app, who, 'GET', `/dev/sms/latest?mobile=${mobile}`);

  it.each([
    ['GET', '/dev/clock'],
    ['POST', '/dev/clock/advance'],
    ['POST', '/dev/coupons/grant'],
    ['POST', '/dev/portfolios/1/adjust'],
  ] as const)('answer a guest %s %s with 401', async (method, path) => {
    const res = await call(app, await newCaller(app), method, path, method === 'POST' ? {} : undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: { detail: ['登录认证失败，请重新登录'] } });
  });

  it('show a guest the code their own session asked for, and no other session', async () => {
    const guest = await newCaller(app);
    const sent = await call(app, guest, 'GET', `/accounts/new_mobile_captcha/?mobile=13700000201&slider_token=${await passSlider(app, guest)}`);
    expect(sent.statusCode).toBe(200);
    expect((await peek(guest, '13700000201')).json().code).toMatch(/^\d{6}$/);
    const stranger = await peek(await newCaller(app), '13700000201');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ errors: { detail: ['只能查看本人手机号或本会话请求的验证码'] } });
    const noSession = await app.inject({ method: 'GET', url: '/api/v1/dev/sms/latest?mobile=13700000201' });
    expect(noSession.statusCode).toBe(401);
  });

  it("refuse a logged-in user another user's code (a password reset they started is not theirs to read)", async () => {
    const victim = await signupUser(app, '13700000202');
    const attacker = await signupUser(app, '13700000203');
    // Someone resets the victim's password from a third session, once the signup code's resend wait is over.
    fakeDateOnly(new Date(Date.now() + 61_000));
    const resetter = await newCaller(app);
    expect((await call(app, resetter, 'GET', `/accounts/new_mobile_captcha/?mobile=13700000202&slider_token=${await passSlider(app, resetter)}`)).statusCode).toBe(200);
    expect((await peek(attacker, '13700000202')).statusCode).toBe(403);
    // The owner, logged in, may read the code sent to their own mobile.
    expect((await peek(victim, '13700000202')).json().code).toMatch(/^\d{6}$/);
  });
});
