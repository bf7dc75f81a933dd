// Coupon activities through the API: the list and its states, the captcha before a receive, one receipt
// per user, the budget, the coupons landing in 我的优惠券 (and cash coupons apart), join by a shared code.
import type { FastifyInstance } from 'fastify';
import { COUPON_ACTIVITY_TEXTS, CASH_COUPON_BUSINESS } from '@fund/core/promotion';
import { buildApp } from '../../../app';
import { sha256 } from '../../account/auth/secrets';
import { iso } from '../../account/auth/timestamps';
import { at, makeInvestor, request, type Investor } from '../../../testing/trading-kit';
import { insertActivity } from './activity-repo';

const NOW = at('2026-11-20', '10:00');
const DAY = 24 * 60 * 60 * 1000;
const day = (n: number) => iso(new Date(NOW.getTime() + n * DAY));
const tenOff = { name: '满100返10元', description: '申购返现', amount: '10.00', expense_min: '100.00', apply_business: 'fund', valid_days: 30 };
const cash = { name: '5元现金券', description: '无门槛', amount: '5.00', expense_min: '0.00', apply_business: CASH_COUPON_BUSINESS, valid_days: 15 };

describe('coupon activities', () => {
  let app: FastifyInstance;
  const db = () => app.database.db;
  let running = 0;
  beforeAll(async () => {
    app = await buildApp({ mode: 'demo' });
    app.clock.set(NOW);
    running = await insertActivity(db(), { code: 'NEW', name: '新人礼包', description: '新人专享', start_at: day(-1), end_at: day(10), budget: 100 }, [tenOff, cash]);
    await insertActivity(db(), { code: 'SOON', name: '双十二', description: '即将开始', start_at: day(5), end_at: day(9), budget: 10 }, [tenOff]);
    await insertActivity(db(), { code: 'OLD', name: '金秋', description: '已结束', start_at: day(-30), end_at: day(-2), budget: 10 }, [tenOff]);
    await insertActivity(db(), { code: 'SECRET', name: '好友专属', description: '凭码领取', listed: false, start_at: day(-1), end_at: day(3), budget: 10 }, [tenOff]);
  });
  afterAll(async () => app.close());

  async function pass(who: Investor): Promise<string> {
    const captcha = (await request(app, who, 'GET', '/promotion/coupons/getcaptcha/')).json<{ key: string; image: string }>();
    const row = await db().selectFrom('coupon_captchas').select('answer').where('key_hash', '=', sha256(captcha.key)).executeTakeFirstOrThrow();
    const checked = await request(app, who, 'POST', '/promotion/coupons/checkcaptcha/', { key: captcha.key, captcha: row.answer });
    expect(checked.statusCode).toBe(200);
    return checked.json<{ captcha_key: string }>().captcha_key;
  }
  const receive = async (who: Investor, id: number, key: string) => request(app, who, 'POST', `/promotion/coupons/${id}/receive/`, { captcha_key: key });
  const detailOf = (res: { json: () => unknown }) => {
    const errors = (res.json() as { errors: Record<string, string[]> }).errors;
    return Object.values(errors)[0]?.[0];
  };

  it('lists the listed activities with their state, budget left and button, to guests too', async () => {
    const list = await request(app, null, 'GET', '/promotion/coupons/activity/');
    expect(list.statusCode).toBe(200);
    const rows = list.json<{ results: { code: string; status: number; status_display: string; button_text: string; left: number; received: boolean; coupons: { use_condition: string }[] }[] }>().results;
    expect(rows.map((r) => [r.code, r.status, r.status_display, r.button_text]).sort()).toEqual([
      ['NEW', 1, '进行中', '立即领取'],
      ['OLD', 2, '已结束', '活动已结束'],
      ['SOON', 0, '未开始', '活动尚未开始'],
    ]);
    const fresh = rows.find((r) => r.code === 'NEW');
    expect([fresh?.left, fresh?.received, fresh?.coupons.map((c) => c.use_condition)]).toEqual([100, false, ['满100.00元可用', '无门槛']]);
  });

  it('refuses a receive without a passed captcha, a wrong answer, and a captcha checked twice', async () => {
    const me = await makeInvestor(db());
    const none = await receive(me, running, 'made-up-pass');
    expect([none.statusCode, detailOf(none)]).toEqual([400, COUPON_ACTIVITY_TEXTS.captchaRequired]);
    const captcha = (await request(app, me, 'GET', '/promotion/coupons/getcaptcha/')).json<{ key: string; image: string }>();
    expect(captcha.image).toMatch(/^data:image\//);
    const row = await db().selectFrom('coupon_captchas').select('answer').where('key_hash', '=', sha256(captcha.key)).executeTakeFirstOrThrow();
    const wrong = String((Number(row.answer) + 1) % 10000).padStart(4, '0');
    const first = await request(app, me, 'POST', '/promotion/coupons/checkcaptcha/', { key: captcha.key, captcha: wrong });
    expect([first.statusCode, detailOf(first)]).toEqual([400, COUPON_ACTIVITY_TEXTS.captchaWrong]);
    // One check per picture: the right answer afterwards does not pass.
    const again = await request(app, me, 'POST', '/promotion/coupons/checkcaptcha/', { key: captcha.key, captcha: row.answer });
    expect([again.statusCode, detailOf(again)]).toEqual([400, COUPON_ACTIVITY_TEXTS.captchaExpired]);
    // Another user cannot check my captcha.
    const other = await makeInvestor(db());
    const mine = (await request(app, me, 'GET', '/promotion/coupons/getcaptcha/')).json<{ key: string }>();
    const answer = (await db().selectFrom('coupon_captchas').select('answer').where('key_hash', '=', sha256(mine.key)).executeTakeFirstOrThrow()).answer;
    expect((await request(app, other, 'POST', '/promotion/coupons/checkcaptcha/', { key: mine.key, captcha: answer })).statusCode).toBe(400);
  });

  it('receives once: the coupons land in 我的优惠券 with their expiry, the cash coupon also under cash, a second receive is refused', async () => {
    const me = await makeInvestor(db());
    const got = await receive(me, running, await pass(me));
    expect(got.statusCode).toBe(200);
    const receipt = got.json<{ detail: string; coupons: { amount: string; effective_to: string; coupon: { apply_business: string } }[] }>();
    expect(receipt.detail).toBe(COUPON_ACTIVITY_TEXTS.receivedOk(2));
    expect(receipt.coupons.map((c) => [c.amount, c.effective_to, c.coupon.apply_business])).toEqual([
      ['10.00', '2026-12-20', 'fund'],
      ['5.00', '2026-12-05', CASH_COUPON_BUSINESS],
    ]);
    const usable = (await request(app, me, 'GET', '/promotion/coupons/mine/?status=0')).json<{ results: { amount: string }[] }>().results;
    expect(usable.map((c) => c.amount).sort()).toEqual(['10.00', '5.00']);
    const cashList = (await request(app, me, 'GET', '/promotion/coupons/cash/')).json<{ results: { amount: string }[]; total_count: number }>();
    expect([cashList.total_count, cashList.results.map((c) => c.amount)]).toEqual([1, ['5.00']]);
    // The second try is refused before any captcha is spent, and the check says why.
    const second = await receive(me, running, await pass(me));
    expect([second.statusCode, detailOf(second)]).toEqual([400, COUPON_ACTIVITY_TEXTS.received]);
    const check = (await request(app, me, 'GET', `/promotion/coupons/activity/check/?id=${running}`)).json();
    expect(check).toMatchObject({ can_join: false, joined: true, reason: COUPON_ACTIVITY_TEXTS.received });
    const detail = (await request(app, me, 'GET', `/promotion/coupons/activity/${running}/`)).json();
    expect(detail).toMatchObject({ received: true, left: 99, button_text: '已领取' });
  });

  it('refuses activities outside their window before the captcha, and answers 404 for an unknown one', async () => {
    const me = await makeInvestor(db());
    const soon = (await db().selectFrom('coupon_activities').select('id').where('code', '=', 'SOON').executeTakeFirstOrThrow()).id;
    const old = (await db().selectFrom('coupon_activities').select('id').where('code', '=', 'OLD').executeTakeFirstOrThrow()).id;
    expect(detailOf(await receive(me, soon, 'x'))).toBe(COUPON_ACTIVITY_TEXTS.notStarted);
    expect(detailOf(await receive(me, old, 'x'))).toBe(COUPON_ACTIVITY_TEXTS.ended);
    expect((await request(app, me, 'GET', '/promotion/coupons/activity/check/?code=SOON')).json()).toMatchObject({ can_join: false, reason: COUPON_ACTIVITY_TEXTS.notStarted });
    expect((await receive(me, 999999, 'x')).statusCode).toBe(404);
    expect((await request(app, me, 'GET', '/promotion/coupons/activity/999999/')).statusCode).toBe(404);
  });

  it('joins an unlisted activity by its shared code, once', async () => {
    const me = await makeInvestor(db());
    const check = (await request(app, me, 'GET', '/promotion/coupons/activity/check/?code=SECRET')).json();
    expect(check).toMatchObject({ code: 'SECRET', can_join: true, joined: false, reason: COUPON_ACTIVITY_TEXTS.canJoin });
    const joined = await request(app, me, 'POST', '/promotion/coupons/activity/join/', { code: 'SECRET', captcha_key: await pass(me) });
    expect([joined.statusCode, joined.json().coupons.length]).toEqual([200, 1]);
    const again = await request(app, me, 'POST', '/promotion/coupons/activity/join/', { code: 'SECRET', captcha_key: await pass(me) });
    expect(detailOf(again)).toBe(COUPON_ACTIVITY_TEXTS.received);
  });

  it('hands out no more than the budget: 5 users on a budget of 3, then 已领完', async () => {
    const id = await insertActivity(db(), { code: 'TINY', name: '限量', description: '3份', start_at: day(-1), end_at: day(1), budget: 3 }, [tenOff]);
    const users = await Promise.all(Array.from({ length: 5 }, () => makeInvestor(db())));
    const answers = [];
    for (const u of users) answers.push(await receive(u, id, await pass(u)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 400, 400]);
    expect(detailOf(answers[4] ?? answers[0]!)).toBe(COUPON_ACTIVITY_TEXTS.soldOut);
    const list = (await request(app, users[4] ?? null, 'GET', `/promotion/coupons/activity/${id}/`)).json();
    expect(list).toMatchObject({ left: 0, button_text: '已领完' });
  });
});
