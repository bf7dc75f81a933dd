import { type Caller, call, newCaller, signupUser } from '../../../testing/accounts-kit';
import { MEMBERSHIP_TEXTS } from '@fund/core/promotion';
import { QUANT_SENIOR_CATEGORIES } from '@fund/core/research';
import { type ResearchWorld, openResearchWorld } from '../../../testing/research-kit';
import { makeInvestor, request } from '../../../testing/trading-kit';
import { giveCoins } from '../../promotion/campaigns/campaign-test-kit';

describe('quant reads', () => {
  let w: ResearchWorld;
  let stock = '';
  let guest: Caller;
  beforeAll(async () => {
    w = await openResearchWorld();
    guest = await newCaller(w.app);
    stock = (await w.get('/symbols/')).body.find((s: { symbol_type: number }) => s.symbol_type === 1).symbol;
  }, 120000);
  afterAll(async () => w.close());

  it('scores every factor of a stock 1 to 5 with its influence on the price', async () => {
    const { status, body } = await w.get(`/quant/${stock}/factors/`);
    expect(status).toBe(200);
    expect(body).toHaveLength(9);
    for (const f of body) {
      expect(f.factor_score_type).toBeGreaterThanOrEqual(1);
      expect(f.factor_score_type).toBeLessThanOrEqual(5);
      expect(['利好', '中性', '利空']).toContain(f.price_influence_type_display);
    }
    const max = await w.get(`/quant/${stock}/max_factor/`);
    expect(max.body.factor_score_type).toBe(Math.max(...body.map((f: { factor_score_type: number }) => f.factor_score_type)));
  });

  it('analyses a stock by factor category and refuses an unknown one; funds have their own factors', async () => {
    const all = await w.get(`/quant/${stock}/analyse/`);
    expect(all.body.categories).toHaveLength(6);
    const value = await w.get(`/quant/${stock}/analyse/?factor_category=value`);
    expect(value.body.factors.every((f: { category: string }) => f.category === 'value')).toBe(true);
    expect(await w.get(`/quant/${stock}/analyse/?factor_category=magic`)).toEqual({ status: 400, body: { errors: { factor_category: ['不支持的因子类别'] } } });
    expect((await w.get('/quant/000001/factors/')).body).toHaveLength(5);
    expect((await w.get('/quant/NOPE/analyse/')).status).toBe(404);
  });

  it('ranks industries by their stocks and details one with its top 5 stocks', async () => {
    const list = await w.get('/quant/industry_recommend/');
    expect(list.body).toHaveLength(10);
    expect(list.body[0].score).toBeGreaterThanOrEqual(list.body[9].score);
    const one = await w.get(`/quant/industry_recommend/${list.body[0].id}/`);
    expect(one.body.symbols).toHaveLength(5);
    expect((await w.get('/quant/industry_recommend/99/')).status).toBe(404);
  });

  it('answers strategies with holdings and a daily index against the CSI 300', async () => {
    const list = await w.get('/quant/strategies/');
    expect(list.body).toHaveLength(5);
    expect(list.body[0].max_drawdown).toMatch(/^\d+\.\d{2}$/);
    expect((await w.get('/quant/strategies/1/')).body.holdings).toHaveLength(10);
    const index = await w.get('/quant/strategies/1/indexes/');
    expect(index.body.length).toBeGreaterThan(200);
    expect(index.body[0].date < index.body[1].date).toBe(true);
    expect((await w.get('/quant/strategies/9/indexes/')).status).toBe(404);
  });

  it('subscribes to the senior factors only when logged in, and only to a known code', async () => {
    expect((await call(w.app, guest, 'POST', '/quant/subscribe/', {})).statusCode).toBe(401);
    const user = await signupUser(w.app, '13800138041');
    expect((await call(w.app, user, 'POST', '/quant/subscribe/', {})).json()).toEqual({ detail: '订阅成功' });
    expect((await call(w.app, user, 'POST', '/quant/subscribe/', { code: 'gold' })).json()).toEqual({ errors: { code: ['不支持的订阅项目'] } });
  });

  it('keeps the senior factors for members: checked on every read, open once the membership is subscribed', async () => {
    type Analyse = { senior_locked: boolean; factors: { category: string }[] };
    const me = await makeInvestor(w.database.db);
    const ask = async (query = '') => (await request(w.app, me, 'GET', `/quant/${stock}/analyse/${query}`)).json<Analyse>();
    const senior = (a: Analyse) => a.factors.filter((f) => QUANT_SENIOR_CATEGORIES.includes(f.category));
    const locked = await ask();
    expect(locked.senior_locked).toBe(true);
    expect(senior(locked)).toEqual([]);
    expect(locked.factors).toHaveLength(6);
    expect(await ask('?factor_category=quality')).toMatchObject({ senior_locked: true, factors: [] });
    expect(await ask('?factor_category=value')).toMatchObject({ senior_locked: false });
    expect((await call(w.app, guest, 'GET', `/quant/${stock}/analyse/`)).json<Analyse>().senior_locked).toBe(true);

    expect((await request(w.app, me, 'GET', '/service_subscriptions/quant_senior_factor/check/')).json()).toMatchObject({ subscribed: false });
    await giveCoins(w.database.db, me.userId, 3000, w.app.clock.instant());
    const done = await request(w.app, me, 'POST', '/service_subscriptions/quant_senior_factor/subscribe/', { pay_with: 'coins' });
    expect(done.json()).toMatchObject({ subscribed: true, detail: MEMBERSHIP_TEXTS.subscribed, balance: 0 });
    const open = await ask();
    expect(open.senior_locked).toBe(false);
    expect(open.factors).toHaveLength(9);
    expect(senior(open).map((f) => f.category).sort()).toEqual([...QUANT_SENIOR_CATEGORIES].sort());
    expect((await ask('?factor_category=quality')).factors).toHaveLength(1);
  });
});
