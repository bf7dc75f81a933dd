import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { ConfigError, readConfig } from '../../../config';
import { call, signupUser } from '../../../testing/accounts-kit';
import { sha256, hashSecret } from '../auth/secrets';
import { checkTradePin, hashTradePin, tradePinKey } from './pin-hash';

const PROD = { NODE_ENV: 'production', FUND_MODE: 'production', FIELD_KEY: 'k'.repeat(64) };

describe('trade PIN hashing (HMAC under a server-side pepper)', () => {
  it('verifies the right PIN only, with a fresh salt per hash', async () => {
    const a = hashTradePin('135790', PROD);
    expect(a).toMatch(/^pin-hmac\$v1\$/);
    expect(a).not.toContain('135790');
    expect(hashTradePin('135790', PROD)).not.toBe(a);
    expect(await checkTradePin('135790', a, PROD)).toEqual({ ok: true });
    expect(await checkTradePin('135791', a, PROD)).toEqual({ ok: false });
    expect(await checkTradePin('135790', 'pin-hmac$v1$garbage', PROD)).toEqual({ ok: false });
  });

  it('is useless without the key: another FIELD_KEY does not verify the same row', async () => {
    const stored = hashTradePin('135790', PROD);
    expect(await checkTradePin('135790', stored, { ...PROD, FIELD_KEY: 'j'.repeat(64) })).toEqual({ ok: false });
  });

  it('still verifies an old scrypt hash and hands back the new format to store; a wrong PIN gets none', async () => {
    const old = await hashSecret('135790');
    expect(await checkTradePin('135791', old, PROD)).toEqual({ ok: false });
    const right = await checkTradePin('135790', old, PROD);
    expect(right.ok).toBe(true);
    expect(right.upgraded).toMatch(/^pin-hmac\$v1\$/);
    expect(await checkTradePin('135790', right.upgraded ?? '', PROD)).toEqual({ ok: true });
  });

  it('has no key in production without FIELD_KEY, and the server refuses to start', () => {
    const noKey = { NODE_ENV: 'production', FUND_MODE: 'production' };
    expect(() => tradePinKey(noKey)).toThrow(/FIELD_KEY/);
    expect(() => hashTradePin('135790', noKey)).toThrow(/FIELD_KEY/);
    expect(() => readConfig(noKey)).toThrow(ConfigError);
  });
});

describe('trade password stored in the old format', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(async () => app.close());

  it('accepts the right PIN once and rewrites the row in the new format', async () => {
    const user = await signupUser(app, '13600000091');
    const { user_id: userId } = await app.database.db.selectFrom('sessions').select('user_id').where('token_hash', '=', sha256(user.token ?? '')).executeTakeFirstOrThrow();
    await app.database.db.updateTable('users').set({ trade_password_hash: await hashSecret('246801') }).where('id', '=', userId).execute();
    const storedHash = async () => (await app.database.db.selectFrom('users').select('trade_password_hash').where('id', '=', userId).executeTakeFirstOrThrow()).trade_password_hash;

    const wrong = await call(app, user, 'POST', '/accounts/trade_password/verify/', { password: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(await storedHash()).toMatch(/^scrypt\$/);

    expect((await call(app, user, 'POST', '/accounts/trade_password/verify/', { password: '246801' })).statusCode).toBe(200);
    expect(await storedHash()).toMatch(/^pin-hmac\$v1\$/);
    expect((await call(app, user, 'POST', '/accounts/trade_password/verify/', { password: '246801' })).statusCode).toBe(200);
    expect((await call(app, user, 'POST', '/accounts/trade_password/verify/', { password: '246802' })).json().errors.password).toEqual(['交易密码错误，您还可以尝试4次']);
  });
});
