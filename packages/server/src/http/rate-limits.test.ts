import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { call, newCaller } from '../testing/accounts-kit';

describe('the per-address throttle on guest calls', () => {
  let app: FastifyInstance;
  let proxied: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ rateLimit: { max: 3, windowMs: 60_000 } });
    proxied = await buildApp({ rateLimit: { max: 3, windowMs: 60_000 }, trustProxy: true });
  });
  afterAll(async () => {
    await app.close();
    await proxied.close();
  });

  const login = (target: FastifyInstance, csrf: string, forwardedFor?: string) =>
    target.inject({
      method: 'POST',
      url: '/api/v1/accounts/login/',
      headers: { 'x-csrftoken': csrf, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      payload: { mobile: '13700000401', password: 'wrong123' },
    });

  it('answers 429 with a Chinese message in the error shape past the limit, and leaves other calls alone', async () => {
    const { csrf } = await newCaller(app);
    for (let i = 0; i < 3; i += 1) expect((await login(app, csrf)).statusCode).not.toBe(429);
    const limited = await login(app, csrf);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ errors: { detail: [expect.stringMatching(/^请求过于频繁，请\d+秒后再试$/)] } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The slider has its own count; reads that cost nothing are not throttled.
    expect((await call(app, { csrf }, 'GET', '/accounts/slider_captcha/')).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });

  it('believes X-Forwarded-For only with TRUST_PROXY', async () => {
    const { csrf } = await newCaller(app);
    // Without trust, a forged header does not buy a fresh count (this address is already over).
    expect((await login(app, csrf, '203.0.113.9')).statusCode).toBe(429);
    // Behind a trusted proxy each client address counts on its own.
    for (let i = 0; i < 3; i += 1) expect((await login(proxied, csrf, '203.0.113.1')).statusCode).not.toBe(429);
    expect((await login(proxied, csrf, '203.0.113.1')).statusCode).toBe(429);
    expect((await login(proxied, csrf, '203.0.113.2')).statusCode).not.toBe(429);
  });
});
