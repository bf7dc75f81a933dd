// Coins and membership as a user meets them: tasks, the exchange limitation (target 2 by default), exchange
// for membership days, the subscribe flow check → subscribe → 订阅成功, and invitation days given once.
import type { FastifyInstance } from 'fastify';
import { COIN_TEXTS, INVITE_REWARD_DAYS, MEMBERSHIP_TEXTS } from '@fund/core/promotion';
import type { Database } from '../../../db/database';
import { at, makeInvestor, request } from '../../../testing/trading-kit';
import { DAY_MS, balanceOf, giveCoins, openCampaignWorld } from '../campaigns/campaign-test-kit';
import { inviteCodeOf } from './invite-code';

const START = at('2026-11-20', '10:00');

describe('coins and membership', () => {
  let database: Database;
  let app: FastifyInstance;
  const db = () => database.db;
  beforeAll(async () => {
    ({ database, app } = await openCampaignWorld(START));
  }, 120000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('the task centre: a bound card and a risk test are collectable, the rest to do; collected once', async () => {
    const me = await makeInvestor(db());
    const tasks = (await request(app, me, 'GET', '/coins/tasks/')).json<{ code: string; status: number }[]>();
    expect(Object.fromEntries(tasks.map((t) => [t.code, t.status]))).toEqual({ checkin: 0, bind_card: 1, risk_test: 1, first_buy: 0, start_plan: 0, invite: 0, share: 1 });
    expect((await request(app, me, 'POST', '/coins/tasks/3/get_coin/')).json()).toEqual({ balance: 50, coins: 50, detail: '+50' });
    expect((await request(app, me, 'POST', '/coins/tasks/4/get_coin/')).json<{ errors: { detail: string[] } }>().errors.detail).toEqual([COIN_TEXTS.taskNotDone]);
    expect((await request(app, me, 'GET', '/coins/tasks/3/')).json()).toMatchObject({ status: 2, status_display: '已领取' });
    expect((await request(app, me, 'GET', '/coins/balance/')).json()).toEqual({ balance: 50, earned_total: 50, spent_total: 0 });
  });

  it('exchange for membership days within the daily limit of target 2 (the default of the limitation call)', async () => {
    const me = await makeInvestor(db());
    await giveCoins(db(), me.userId, 1400, START);
    expect((await request(app, me, 'GET', '/coins/exchange/limitation/')).json()).toEqual({ target: 2, daily_limit: 1, used_today: 0, remaining: 1, min_coins: 700 });
    const done = await request(app, me, 'POST', '/coins/exchange/', { target: 3, coins: 700 });
    expect(done.json()).toEqual({ balance: 700, coins: -700, detail: COIN_TEXTS.exchanged('会员7天') });
    expect((await request(app, me, 'POST', '/coins/exchange/', { target: 3, coins: 700 })).json<{ errors: { detail: string[] } }>().errors.detail).toEqual([COIN_TEXTS.dailyLimit]);
    expect((await request(app, me, 'POST', '/coins/exchange/', { target: 1, coins: 400 })).json<{ errors: { detail: string[] } }>().errors.detail).toEqual([COIN_TEXTS.coinsMismatch]);
    const member = (await request(app, me, 'GET', '/memberships/vip/')).json<{ is_member: boolean; expires_at: string }>();
    expect(member.is_member).toBe(true);
    expect(member.expires_at).toBe(new Date(START.getTime() + 7 * DAY_MS).toISOString());
    expect(await balanceOf(db(), me.userId)).toBe(700);
  });

  it('check → subscribe → 订阅成功: refused without coins, then one period paid with 3000 coins', async () => {
    const me = await makeInvestor(db());
    expect((await request(app, me, 'GET', '/service_subscriptions/quant_senior_factor/check/')).json()).toMatchObject({ subscribed: false, price_coins: 3000, period_days: 30, balance: 0, detail: MEMBERSHIP_TEXTS.confirm('会员', 3000, 30) });
    expect((await request(app, me, 'POST', '/service_subscriptions/quant_senior_factor/subscribe/', { pay_with: 'coins' })).json<{ errors: { detail: string[] } }>().errors.detail).toEqual([COIN_TEXTS.notEnough]);
    await giveCoins(db(), me.userId, 3000, START);
    const ok = (await request(app, me, 'POST', '/service_subscriptions/quant_senior_factor/subscribe/', { pay_with: 'coins' })).json();
    expect(ok).toMatchObject({ subscribed: true, balance: 0, detail: MEMBERSHIP_TEXTS.subscribed, expires_at: new Date(START.getTime() + 30 * DAY_MS).toISOString() });
    expect((await request(app, me, 'GET', '/membership_subscriptions/vip/check/')).json()).toMatchObject({ subscribed: true });
    expect((await request(app, me, 'GET', '/services/vip/')).json()).toMatchObject({ subscribed: true, price_coins: 3000 });
    expect((await request(app, me, 'GET', '/services/nothing/')).statusCode).toBe(404);
  });

  it(`a friend signing up with the invite code gives ${INVITE_REWARD_DAYS} membership days, once`, async () => {
    const inviter = await makeInvestor(db());
    const friend = await makeInvestor(db());
    const code = (await request(app, inviter, 'GET', '/memberships/vip/invite_code/')).json<{ invite_code: string }>().invite_code;
    expect(code).toBe(inviteCodeOf(inviter.userId));
    await db().updateTable('users').set({ invite_code: code }).where('id', '=', friend.userId).execute();
    const list = (await request(app, inviter, 'GET', '/memberships/vip/invitations/')).json<{ total_count: number; results: { reward_days: number }[] }>();
    expect([list.total_count, list.results[0]?.reward_days]).toEqual([1, INVITE_REWARD_DAYS]);
    const allots = (await request(app, inviter, 'GET', '/promotion/membership_invitation_allots/mine/')).json<{ days: number; status: number }[]>();
    expect(allots).toMatchObject([{ days: INVITE_REWARD_DAYS, status: 1 }]);
    await request(app, inviter, 'GET', '/promotion/membership_invitation_allots/mine/');
    const member = (await request(app, inviter, 'GET', '/memberships/vip/')).json<{ expires_at: string; invited_count: number }>();
    expect(member).toMatchObject({ invited_count: 1, expires_at: new Date(START.getTime() + INVITE_REWARD_DAYS * DAY_MS).toISOString() });
  });
});
