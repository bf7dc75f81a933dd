// Receives attacked over HTTP on the running server: one user firing 50 receives at once (each with its
// own passed captcha, or all with one pass) gets the coupons once; 40 users racing for a budget of 10 get 10.
import type { FastifyInstance } from 'fastify';
import { COUPON_ACTIVITY_TEXTS } from '@fund/core/promotion';
import { buildApp } from '../../../app';
import { sha256 } from '../../account/auth/secrets';
import { iso } from '../../account/auth/timestamps';
import { at, makeInvestor, request, type Investor } from '../../../testing/trading-kit';
import { burst, hit, listenOnLoopback, messageOf } from '../../../testing/http-attack-kit';
import { insertActivity } from './activity-repo';

const NOW = at('2026-11-20', '10:00');
const day = (n: number) => iso(new Date(NOW.getTime() + n * 24 * 60 * 60 * 1000));
const coupons = [
  { name: '满100返10元', description: '申购返现', amount: '10.00', expense_min: '100.00', apply_business: 'fund', valid_days: 30 },
  { name: '满500返30元', description: '申购返现', amount: '30.00', expense_min: '500.00', apply_business: 'fund', valid_days: 30 },
];

jest.setTimeout(120_000);

describe('coupon receives under parallel attack over HTTP', () => {
  let app: FastifyInstance;
  let base = '';
  const db = () => app.database.db;
  beforeAll(async () => {
    app = await buildApp({ mode: 'demo', rateLimit: { max: 100000, windowMs: 60000 } });
    app.clock.set(NOW);
    base = await listenOnLoopback(app);
  });
  afterAll(async () => app.close());

  /** A pass through the API (getcaptcha, checkcaptcha). */
  async function pass(who: Investor): Promise<string> {
    const key = (await request(app, who, 'GET', '/promotion/coupons/getcaptcha/')).json<{ key: string }>().key;
    const { answer } = await db().selectFrom('coupon_captchas').select('answer').where('key_hash', '=', sha256(key)).executeTakeFirstOrThrow();
    return (await request(app, who, 'POST', '/promotion/coupons/checkcaptcha/', { key, captcha: answer })).json<{ captcha_key: string }>().captcha_key;
  }
  /** Many passed captchas at once, written as checkcaptcha leaves them (setup only: the attack is the receive). */
  async function passes(who: Investor, count: number): Promise<string[]> {
    const keys = Array.from({ length: count }, (_, i) => `attack-${who.userId}-${i}-${Date.now()}`);
    await db().insertInto('coupon_captchas').values(keys.map((k) => ({ key_hash: sha256(`key-${k}`), user_id: who.userId, answer: '0000', created_at: iso(NOW), expires_at: day(1), checked_at: iso(NOW), pass_hash: sha256(k), pass_expires_at: day(1) }))).execute();
    return keys;
  }
  const held = async (userId: number) => (await db().selectFrom('user_coupons').select('id').where('user_id', '=', userId).execute()).length;
  const received = async (id: number) => (await db().selectFrom('coupon_activities').select('received').where('id', '=', id).executeTakeFirstOrThrow()).received;

  it('50 parallel receives by one user, each with its own pass: one succeeds, the user holds the coupons once', async () => {
    const id = await insertActivity(db(), { code: 'RUSH', name: '抢券', description: '并发', start_at: day(-1), end_at: day(1), budget: 100 }, coupons);
    const me = await makeInvestor(db());
    const keys = [await pass(me), ...(await passes(me, 49))];
    const answers = await burst(50, (i) => hit(base, me, 'POST', `/promotion/coupons/${id}/receive/`, { captcha_key: keys[i] }));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 400 && messageOf(a) === COUPON_ACTIVITY_TEXTS.received)).toBe(true);
    expect(await held(me.userId)).toBe(coupons.length);
    expect(await received(id)).toBe(1);
  });

  it('50 parallel receives by one user with a single pass: one succeeds', async () => {
    const id = await insertActivity(db(), { code: 'RUSH1', name: '抢券', description: '并发', start_at: day(-1), end_at: day(1), budget: 100 }, coupons);
    const me = await makeInvestor(db());
    const key = await pass(me);
    const answers = await burst(50, () => hit(base, me, 'POST', `/promotion/coupons/${id}/receive/`, { captcha_key: key }));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await held(me.userId)).toBe(coupons.length);
    expect(await received(id)).toBe(1);
  });

  it('40 users racing for a budget of 10: exactly 10 receive, the rest hear 已被领完', async () => {
    const id = await insertActivity(db(), { code: 'TEN', name: '限量10份', description: '并发', start_at: day(-1), end_at: day(1), budget: 10 }, coupons);
    const users = await Promise.all(Array.from({ length: 40 }, () => makeInvestor(db())));
    const keys: string[] = [];
    for (const u of users) keys.push(...(await passes(u, 1)));
    const answers = await burst(40, (i) => hit(base, users[i] ?? null, 'POST', `/promotion/coupons/${id}/receive/`, { captcha_key: keys[i] }));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 400).every((a) => messageOf(a) === COUPON_ACTIVITY_TEXTS.soldOut)).toBe(true);
    expect(await received(id)).toBe(10);
    const holders = await db().selectFrom('coupon_activity_receipts').select('user_id').where('activity_id', '=', id).execute();
    expect(holders).toHaveLength(10);
  });
});
