// Prizes are money-like: real parallel HTTP requests against the listening server. A prize is received once,
// a budget is never overspent, a task pays once, a balance never goes below 0, whatever the parallelism.
import type { FastifyInstance } from 'fastify';
import { CAMPAIGN_TEXTS, CampaignKind as K, CampaignSeries as S, COIN_TEXTS, MEMBERSHIP_TEXTS } from '@fund/core/promotion';
import type { Database } from '../../../db/database';
import { reconcile } from '../../ledger/ledger-repo';
import { at, makeInvestor, type Investor } from '../../../testing/trading-kit';
import { burst, hit, listenOnLoopback, messageOf } from '../../../testing/http-attack-kit';
import { addCampaign, balanceOf, giveCoins, openCampaignWorld } from './campaign-test-kit';
import { campaignOfSeries, grant } from './campaign-engine';

const START = at('2026-11-20', '10:00');
const BUDGET = 5;

describe('campaign prizes under parallel attack over HTTP', () => {
  let database: Database;
  let app: FastifyInstance;
  let base = '';
  const db = () => database.db;

  beforeAll(async () => {
    ({ database, app } = await openCampaignWorld(START));
    await addCampaign(db(), S.Mooncake, START, { kind: K.Dice, entry_coins: 0, per_user_daily: 100 });
    await addCampaign(db(), S.Rain, START, { kind: K.Rain, budget: BUDGET, per_user_daily: 10, per_user_total: 10, prize: { kind: 'coins', coins: 3, coins_max: 9, basis: 'fixed' } });
    await addCampaign(db(), S.Checkin, START, { kind: K.Checkin, per_user_daily: 1 });
    await addCampaign(db(), S.Quiz, START, { kind: K.Quiz, budget: 100, prize: { kind: 'cash', coins: 0, cash: '1.88', basis: 'fixed' } });
    base = await listenOnLoopback(app);
  }, 120000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('50 parallel receives of one prize: one is paid, 49 refused, the coins credited once', async () => {
    const me = await makeInvestor(db());
    const c = await campaignOfSeries(db(), S.Mooncake, START);
    const award = await db().transaction().execute((trx) => grant(trx, c, me.userId, { name: '状元', coins: 200 }, START));
    const answers = await burst(50, () => hit(base, me, 'POST', `/promotion/mooncake_gambling/award/${award?.id}/receive/`));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400 && messageOf(a) === CAMPAIGN_TEXTS.awardReceived)).toHaveLength(49);
    expect(await balanceOf(db(), me.userId)).toBe(200);
  });

  it(`a budget of ${BUDGET} prizes under 200 parallel draws by 20 players: at most ${BUDGET} paid, each paid coin in the ledger`, async () => {
    const players: Investor[] = [];
    for (let i = 0; i < 20; i += 1) players.push(await makeInvestor(db()));
    const answers = await burst(200, (i) => hit(base, players[i % 20] ?? null, 'POST', '/promotion/activity/rain/', {}));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const c = await campaignOfSeries(db(), S.Rain, START);
    const awards = await db().selectFrom('campaign_awards').select(['user_id', 'coins']).where('campaign_id', '=', c.id).execute();
    // 200 grabs at a 70% hit rate spend the budget to the last prize and never past it.
    expect(awards).toHaveLength(BUDGET);
    expect(c.budget_used).toBe(BUDGET);
    const paid = answers.reduce((n, a) => n + Number(a.body.coins), 0);
    expect(paid).toBe(awards.reduce((n, a) => n + a.coins, 0));
    let balances = 0;
    for (const p of players) balances += await balanceOf(db(), p.userId);
    expect(balances).toBe(paid);
    expect(await db().selectFrom('campaign_draws').select('id').where('campaign_id', '=', c.id).execute()).toHaveLength(200);
  });

  it('50 parallel withdraws of two cash red packets: one pays 3.76 into the wallet, 49 find nothing left', async () => {
    const me = await makeInvestor(db());
    const c = await campaignOfSeries(db(), S.Quiz, START);
    for (const name of ['答题红包', '答题红包']) await db().transaction().execute((trx) => grant(trx, c, me.userId, { name }, START));
    expect((await hit(base, me, 'GET', '/promotion/quiz/account/mine/')).body).toMatchObject({ withdrawable: '3.76' });
    const answers = await burst(50, () => hit(base, me, 'POST', '/promotion/quiz/withdraw/', {}));
    expect(answers.filter((a) => a.status === 200).map((a) => a.body)).toEqual([{ detail: CAMPAIGN_TEXTS.cashPaid('3.76'), amount: '3.76', withdrawable: '0.00' }]);
    expect(answers.filter((a) => a.status === 400 && messageOf(a) === CAMPAIGN_TEXTS.noCashYet)).toHaveLength(49);
    expect((await hit(base, me, 'GET', '/wallets/account/mine/')).body).toEqual({ available: '3.76', frozen: '0.00', withdrawn: '0.00' });
    const rows = await db().selectFrom('ledger_entries').select('amount').where('user_id', '=', me.userId).where('account', '=', 'wallet').execute();
    expect(rows.map((r) => r.amount)).toEqual(['1.88', '1.88']);
    expect((await hit(base, me, 'GET', '/promotion/quiz/account/mine/')).body).toMatchObject({ withdrawable: '0.00', award_total: 0 });
    const awards = (await hit(base, me, 'GET', '/promotion/quiz/account/history/')).body;
    expect(awards).toEqual([expect.objectContaining({ prize_kind: 'cash', amount: '1.88', coins: 0, status: 1 }), expect.objectContaining({ prize_kind: 'cash', amount: '1.88', coins: 0, status: 1 })]);
    expect((await reconcile(db())).problems).toEqual([]);
  });

  it('30 parallel check-ins of one user: one check-in, 5 coins', async () => {
    const me = await makeInvestor(db());
    const answers = await burst(30, () => hit(base, me, 'POST', '/promotion/checkin/'));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400).every((a) => messageOf(a) === CAMPAIGN_TEXTS.checkedIn)).toBe(true);
    expect(await balanceOf(db(), me.userId)).toBe(5);
  });

  it("30 parallel collections of a task's coins: paid once", async () => {
    const me = await makeInvestor(db());
    const answers = await burst(30, () => hit(base, me, 'POST', '/coins/tasks/2/get_coin/'));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400).every((a) => messageOf(a) === COIN_TEXTS.taskCollected)).toBe(true);
    expect(await balanceOf(db(), me.userId)).toBe(100);
  });

  it('20 parallel exchanges of 500 coins on a balance of 1000: two succeed, the balance ends at 0, two coupons', async () => {
    const me = await makeInvestor(db());
    await giveCoins(db(), me.userId, 1000, START);
    const answers = await burst(20, () => hit(base, me, 'POST', '/coins/exchange/', { target: 1, coins: 500 }));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 400).every((a) => messageOf(a) === COIN_TEXTS.notEnough)).toBe(true);
    expect(await balanceOf(db(), me.userId)).toBe(0);
    expect(await db().selectFrom('user_coupons').select('id').where('user_id', '=', me.userId).execute()).toHaveLength(2);
  });

  it('10 parallel subscriptions on coins for one period: one subscription, one charge', async () => {
    const me = await makeInvestor(db());
    await giveCoins(db(), me.userId, 3000, START);
    const answers = await burst(10, () => hit(base, me, 'POST', '/service_subscriptions/vip/subscribe/', { pay_with: 'coins' }));
    expect(answers.filter((a) => a.status === 200).map((a) => a.body.detail)).toEqual([MEMBERSHIP_TEXTS.subscribed]);
    expect(await balanceOf(db(), me.userId)).toBe(0);
  });
});
