// The invite chain over the API: a friend signs up with the inviter's code, verifies identity and binds a
// card, buys; once the buy is confirmed the inviter holds one 邀请好友奖励券, whatever else happens after.
import type { FastifyInstance } from 'fastify';
import { INVITE_REWARD, INVITE_TEXTS } from '@fund/core/promotion';
import type { Database } from '../../../db/database';
import { call, newCaller, smsCode, type Caller } from '../../../testing/accounts-kit';
import { at, makeInvestor, moveTo, openFundIds, openTradingWorld, request, setNav, TRADE_PASSWORD, type Investor } from '../../../testing/trading-kit';
import { TEST_CARDS } from '../../card/bank-gateway';
import { effectiveTo } from '../../risk/profile-service';
import { GENERAL_VERSION } from '../../risk/questionnaire';
import { creditInvitations } from './invite-service';

const ADDRESS = { province: '广东省', city: '深圳市', district: '南山区', street: '科技园路 1 号', career: 2 };
const DAYS = ['2026-11-20', '2026-11-23', '2026-11-24'];

jest.setTimeout(120_000);

describe('the invite chain', () => {
  let database: Database;
  let app: FastifyInstance;
  let fundId = 0;
  const db = () => database.db;

  beforeAll(async () => {
    ({ database, app } = await openTradingWorld(at('2026-11-20', '09:00')));
    [fundId = 0] = await openFundIds(db(), 301);
    await db().updateTable('funds').set({ allow_buy: true, fare_ratio_buy: '0', discount_rate_buy: '1', amount_min_buy: '10.00' }).where('id', '=', fundId).execute();
    for (const d of DAYS) await setNav(db(), fundId, d, '1.0000');
    await moveTo(app, at('2026-11-20', '09:00'));
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const overview = async (who: Investor) => (await request(app, who, 'GET', '/accounts/invitations/overview/')).json();
  const friends = async (who: Investor) => (await request(app, who, 'GET', '/accounts/invitations/invitations/')).json<{ total_count: number; results: { username: string; steps: { code: string; done: boolean }[]; rewarded: boolean; reward: string }[] }>();
  const rewardCoupons = async (userId: number) => (await db().selectFrom('user_coupons').select(['amount', 'expense_min', 'effective_to']).where('user_id', '=', userId).where('name', '=', INVITE_REWARD.name).execute());

  async function signupWithCode(mobile: string, inviteCode: string): Promise<Caller> {
    const caller = await newCaller(app);
    const captcha = await smsCode(app, caller, mobile);
    const res = await call(app, caller, 'POST', '/accounts/signup/', { mobile, captcha, password: 'abc12345', invite_code: inviteCode });
    expect(res.statusCode).toBe(200);
    return { ...caller, token: res.json<{ token: { access_token: string } }>().token.access_token };
  }

  it('credits the inviter once, only after identity, card and a confirmed first buy', async () => {
    const inviter = await makeInvestor(db());
    const code = (await request(app, inviter, 'GET', '/accounts/invitations/code/')).json<{ invite_code: string; share_url: string; poster: { footer: string } }>();
    expect(code.invite_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(code.share_url).toContain(`/accounts/signup/?invite_code=${code.invite_code}`);
    expect(code.poster.footer).toBe(INVITE_TEXTS.posterFooter(code.invite_code));
    // Asking again answers the same code.
    expect((await request(app, inviter, 'GET', '/accounts/invitations/code/')).json().invite_code).toBe(code.invite_code);

    const friend = await signupWithCode('13622220001', code.invite_code);
    expect(await overview(inviter)).toMatchObject({ invite_code: code.invite_code, invited_count: 1, completed_count: 0, reward_total: '0.00' });
    const listed = await friends(inviter);
    expect(listed.results.map((f) => [f.username, f.steps.map((s) => s.done), f.rewarded, f.reward])).toEqual([['136****0001', [false, false, false], false, INVITE_TEXTS.rewardPending]]);

    // Identity and card in the bind flow: two steps done, no reward yet.
    const card = { bank_card_no: TEST_CARDS.success[0], real_name: '张三', id_card_no: '110105199003071239', mobile: '13622229999', bank: 1 };
    expect((await call(app, friend, 'POST', '/funds/identity_auth/verify/', card)).statusCode).toBe(200);
    const captcha = (await call(app, friend, 'GET', '/dev/sms/latest?mobile=13622229999')).json<{ code: string }>().code;
    const bound = await call(app, friend, 'POST', '/funds/bind_bank_card/', { ...card, captcha, password: TRADE_PASSWORD, ...ADDRESS });
    expect(bound.statusCode).toBe(200);
    expect((await friends(inviter)).results[0]?.steps.map((s) => s.done)).toEqual([true, true, false]);
    expect(await rewardCoupons(inviter.userId)).toEqual([]);

    // The buy is placed: not yet confirmed, so still no reward.
    const cardId = (await db().selectFrom('bank_cards').select('id').where('card_tail', '=', '0018').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    const me: Investor = { userId: (await db().selectFrom('bank_cards').select('user_id').where('id', '=', cardId).executeTakeFirstOrThrow()).user_id, cardId, token: friend.token ?? '' };
    // The risk test is not one of the invite steps; it is written as makeInvestor writes it.
    await db().insertInto('risk_profiles').values({ user_id: me.userId, questionnaire: 'general', version: GENERAL_VERSION, answer: '', score: 30, level: 3, chosen_level: null, qualified: false, tested_at: new Date().toISOString(), effective_to: effectiveTo(new Date()) }).execute();
    const buy = await request(app, me, 'POST', '/funds/buy/', { fund_id: fundId, bank_card_id: cardId, amount: '1000.00', password: TRADE_PASSWORD });
    expect(buy.statusCode).toBe(200);
    expect((await overview(inviter)).completed_count).toBe(0);

    // Confirmed on the next trading day: the settlement credits the inviter with the fixed coupon.
    await moveTo(app, at('2026-11-23', '16:00'));
    expect(await rewardCoupons(inviter.userId)).toEqual([{ amount: '20.00', expense_min: '100.00', effective_to: '2026-12-23' }]);
    expect(await overview(inviter)).toMatchObject({ invited_count: 1, completed_count: 1, reward_count: 1, reward_total: '20.00' });
    expect((await friends(inviter)).results[0]).toMatchObject({ rewarded: true, reward: INVITE_TEXTS.rewardDone('20.00') });

    // A second buy, more settlements and 10 parallel credit runs change nothing.
    expect((await request(app, me, 'POST', '/funds/buy/', { fund_id: fundId, bank_card_id: cardId, amount: '5000.00', password: TRADE_PASSWORD })).statusCode).toBe(200);
    await moveTo(app, at('2026-11-24', '16:00'));
    const runs = await Promise.all(Array.from({ length: 10 }, () => creditInvitations(db(), app.clock.instant())));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(0);
    expect(await rewardCoupons(inviter.userId)).toHaveLength(1);
  });

  it('parallel credit runs for a friend who has just completed every step grant one reward', async () => {
    const inviter = await makeInvestor(db());
    const code = (await request(app, inviter, 'GET', '/accounts/invitations/code/')).json<{ invite_code: string }>().invite_code;
    const friend = await makeInvestor(db());
    await db().updateTable('users').set({ invite_code: code }).where('id', '=', friend.userId).execute();
    await db().insertInto('identity_verifications').values({ user_id: friend.userId, real_name: '李四', id_card_enc: 'x', id_card_hash: `h-${friend.userId}`, status: 1, province: null, city: null, district: null, street: null, career_id: null, created_at: new Date().toISOString() }).execute();
    expect((await request(app, friend, 'POST', '/funds/buy/', { fund_id: fundId, bank_card_id: friend.cardId, amount: '100.00', password: TRADE_PASSWORD })).statusCode).toBe(200);
    // Confirm without the settlement's own credit run racing ours: mark the order confirmed as the engine would.
    await db().updateTable('trade_orders').set({ status: 1 }).where('user_id', '=', friend.userId).execute();
    const runs = await Promise.all(Array.from({ length: 10 }, () => creditInvitations(db(), app.clock.instant(), inviter.userId)));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await rewardCoupons(inviter.userId)).toHaveLength(1);
  });
});
