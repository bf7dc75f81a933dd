import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, readConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { DEMO_ACCOUNT, seedDemoAccount } from './modules/account/demo-account';
import { fieldSecret } from './modules/account/auth/field-protection';
import { issueCsrfToken } from './modules/account/auth/csrf';
import type { OutsidePorts } from './ports/outside-world';
import { PORT_NAMES } from './ports/outside-world';
import { PortsRefused } from './ports/choose-ports';
import { serverModeOf } from './server-mode';

const KEY = 'a-production-like-secret-of-enough-length-0123456789';

describe('choosing the mode', () => {
  it.each([
    [{}, 'production'],
    [{ NODE_ENV: 'production' }, 'production'],
    [{ NODE_ENV: 'staging' }, 'production'],
    [{ NODE_ENV: 'Production ' }, 'production'],
    [{ NODE_ENV: 'development' }, 'demo'],
    [{ NODE_ENV: 'test' }, 'demo'],
    [{ FUND_MODE: 'demo' }, 'demo'],
    [{ FUND_MODE: 'production', NODE_ENV: 'development' }, 'production'],
    [{ FUND_MODE: 'prod' }, 'production'],
  ] as const)('%j runs in %s mode (anything unclear is production)', (env, mode) => {
    expect(serverModeOf(env)).toBe(mode);
  });

  it('refuses to start production without FIELD_KEY, saying so in Chinese and English', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/必须设置 FIELD_KEY.*FIELD_KEY is required in production mode/);
    expect(() => fieldSecret({ NODE_ENV: 'production' })).toThrow(/FIELD_KEY/);
    expect(() => fieldSecret({ NODE_ENV: 'staging', FIELD_KEY: '' })).toThrow(/FIELD_KEY/);
    expect(fieldSecret({ NODE_ENV: 'production', FIELD_KEY: KEY })).toBe(KEY);
  });

  it('listens on loopback in demo mode unless HOST says otherwise; production binds where HOST says', () => {
    expect(readConfig({ FUND_MODE: 'demo' })).toMatchObject({ mode: 'demo', host: '127.0.0.1', trustProxy: false, allowSimulators: false });
    expect(readConfig({ FUND_MODE: 'demo', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(readConfig({ NODE_ENV: 'production', FIELD_KEY: KEY, HOST: '10.0.0.5' })).toMatchObject({ mode: 'production', host: '10.0.0.5' });
    expect(readConfig({ NODE_ENV: 'production', FIELD_KEY: KEY, TRUST_PROXY: '1', ALLOW_SIMULATORS: 'true' })).toMatchObject({ trustProxy: true, allowSimulators: true });
    expect(readConfig({ FUND_MODE: 'demo', RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW_S: '10' }).rateLimit).toEqual({ max: 5, windowMs: 10_000 });
    expect(() => readConfig({ FUND_MODE: 'demo', RATE_LIMIT_MAX: 'many' })).toThrow(ConfigError);
  });

  it('turns the settlement timer off only in demo mode (SETTLEMENT_INTERVAL_MS=off)', () => {
    expect(readConfig({ FUND_MODE: 'demo' }).settlementIntervalMs).toBe(60_000);
    expect(readConfig({ FUND_MODE: 'demo', SETTLEMENT_INTERVAL_MS: 'off' }).settlementIntervalMs).toBeNull();
    expect(() => readConfig({ NODE_ENV: 'production', FIELD_KEY: KEY, SETTLEMENT_INTERVAL_MS: 'off' })).toThrow(/SETTLEMENT_INTERVAL_MS 无效: off/);
  });
});

describe('production refuses simulators', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
  });
  afterAll(async () => database.close());

  /** A stand-in for a real adapter: only its "not a simulator" mark matters to the choice. */
  const real = { adapterName: 'real', simulator: false };
  const allReal = (): Partial<OutsidePorts> => ({
    bank: { ...real, verifyCard: async () => 'ok', initialStatus: () => 1 },
    sms: { ...real, sendCaptcha: async () => undefined },
    identity: { ...real, verifyName: async () => 'match' },
    marketFeed: { ...real, movesPublishedDays: false, importsOnly: true, prepare: async () => null },
    payment: { ...real, debit: async () => ({ ok: true, reference: 'd' }), credit: async () => ({ ok: true, reference: 'c' }) },
    captcha: { ...real, draw: async () => 'data:image/png;base64,' },
    wxApp: { ...real, openidOf: async () => 'openid', openLink: async () => 'weixin://dl/business/?t=real' },
  });

  it('names every port that has no adapter when none is given', async () => {
    const refusal = buildApp({ db: database, mode: 'production' });
    await expect(refusal).rejects.toThrow(PortsRefused);
    await expect(buildApp({ db: database, mode: 'production' })).rejects.toThrow(/银行 \(bank\)、短信 \(sms\)、实名认证 \(identity\)、支付 \(payment\)、图形验证码 \(captcha\)、微信小程序 \(wx app\).*ALLOW_SIMULATORS=1/);
  });

  // The market feed has a real adapter of its own in production (the import), so it is never missing.
  it.each((Object.keys(PORT_NAMES) as (keyof OutsidePorts)[]).filter((port) => port !== 'marketFeed'))('refuses the %s simulator alone, and says which port lacks an adapter', async (port) => {
    const ports = allReal();
    delete ports[port];
    const refused = await buildApp({ db: database, mode: 'production', ports }).then(
      () => '',
      (err: Error) => err.message,
    );
    expect(refused).toContain(PORT_NAMES[port]);
    for (const other of Object.values(PORT_NAMES).filter((name) => name !== PORT_NAMES[port])) expect(refused).not.toContain(other);
  });

  it('starts with real adapters, or on simulators when ALLOW_SIMULATORS is set', async () => {
    const withReal = await buildApp({ db: database, mode: 'production', ports: allReal() });
    expect(Object.values(withReal.ports).every((p) => !p.simulator)).toBe(true);
    await withReal.close();
    const simulated = await buildApp({ db: database, mode: 'production', allowSimulators: true });
    // Even on simulators, production never invents prices: its market feed is the import.
    expect(simulated.ports.marketFeed).toMatchObject({ movesPublishedDays: false, importsOnly: true, simulator: false });
    await simulated.close();
    const demo = await buildApp({ db: database, mode: 'demo' });
    expect(demo.ports.marketFeed.movesPublishedDays).toBe(true);
    await demo.close();
  });
});

describe('a production server over HTTP', () => {
  let app: FastifyInstance;
  let database: Database;
  const saved = process.env.FIELD_KEY;
  beforeAll(async () => {
    process.env.FIELD_KEY = KEY;
    database = await openDatabase({ memory: true });
    // The demo account left behind by an earlier demo run of the same database.
    await seedDemoAccount(database.db, new Date());
    app = await buildApp({ db: database, mode: 'production', allowSimulators: true });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    if (saved === undefined) delete process.env.FIELD_KEY;
    else process.env.FIELD_KEY = saved;
  });

  it.each([
    ['GET', '/api/v1/dev/clock'],
    ['POST', '/api/v1/dev/clock/advance'],
    ['GET', '/api/v1/dev/sms/latest?mobile=13800000000'],
    ['POST', '/api/v1/dev/coupons/grant'],
    ['POST', '/api/v1/dev/portfolios/1/adjust'],
    ['POST', '/api/v1/dev/investors'],
  ] as const)('has no %s %s', async (method, url) => {
    const res = await app.inject({ method, url, headers: { 'x-csrftoken': issueCsrfToken() }, payload: method === 'POST' ? {} : undefined });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: { detail: ['接口不存在'] } });
  });

  it('refuses the demo account at login, with its right password', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/login/',
      headers: { 'x-csrftoken': issueCsrfToken() },
      payload: { mobile: DEMO_ACCOUNT.mobile, password: DEMO_ACCOUNT.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ errors: { detail: ['演示帐号仅在演示模式下可用'] } });
  });
});
