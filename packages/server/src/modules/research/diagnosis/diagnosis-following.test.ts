import { type Caller, call, newCaller, signupUser } from '../../../testing/accounts-kit';
import { type ResearchWorld, openResearchWorld } from '../../../testing/research-kit';

describe('fund diagnosis and followed symbols', () => {
  let w: ResearchWorld;
  let guest: Caller;
  let user: Caller;
  beforeAll(async () => {
    w = await openResearchWorld();
    guest = await newCaller(w.app);
    user = await signupUser(w.app, '13800138021');
  }, 120000);
  afterAll(async () => w.close());

  it('lets a guest analyse a fund and answers the same analysis again that day', async () => {
    const first = await call(w.app, guest, 'POST', '/symbols/000001/analyse/');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ symbol: '000001', score: expect.any(Number), followed: false });
    expect(body.fund_managers.length).toBeGreaterThan(0);
    expect(body.fund_profit_loss_predicts.map((p: { period: string }) => p.period)).toContain('1年');
    expect((await call(w.app, guest, 'POST', '/symbols/000001/analyse/')).json().id).toBe(body.id);
    const sync = await call(w.app, guest, 'POST', '/symbols/analyse_sync/', { symbol: '000001' });
    expect(sync.json().id).toBe(body.id);
  });

  it('refuses analysing an unknown fund (404) and a body without a symbol (400)', async () => {
    expect((await call(w.app, guest, 'POST', '/symbols/999999/analyse/')).json()).toEqual({ errors: { detail: ['请求的数据不存在'] } });
    expect((await call(w.app, guest, 'POST', '/symbols/analyse_sync/', {})).statusCode).toBe(400);
  });

  it('shows a guest the newest public analyses best first, paged, and a user their own', async () => {
    const pub = await w.get('/symbols/analyse_history/?page_size=5');
    expect(pub.body.results).toHaveLength(5);
    expect(pub.body.results[0].score).toBeGreaterThanOrEqual(pub.body.results[4].score);
    expect(pub.body.total_count).toBeGreaterThan(100);
    await call(w.app, user, 'POST', '/symbols/000002/analyse/');
    const mine = (await call(w.app, user, 'GET', '/symbols/analyse_history/')).json();
    expect(mine.total_count).toBe(1);
    expect(mine.results[0].symbol).toBe('000002');
  });

  it('answers latest analyses, statistics and a detail; 404 for a wrong fund_id', async () => {
    expect((await w.get('/symbols/analyse_history/latest/')).body).toHaveLength(10);
    const stats = await w.get('/symbols/analyse_history/statistics/');
    expect(stats.body.distribution).toHaveLength(3);
    const id = (await w.get('/symbols/analyse_history/latest/')).body[0].id;
    expect((await w.get(`/symbols/analyse_history/${id}/`)).body.id).toBe(id);
    expect((await w.get(`/symbols/analyse_history/${id}/?fund_id=99999`)).status).toBe(404);
    expect((await w.get('/symbols/analyse_history/0/')).status).toBe(404);
  });

  it('follows an analysis only when logged in', async () => {
    const id = (await w.get('/symbols/analyse_history/latest/')).body[0].id;
    expect((await call(w.app, guest, 'POST', `/symbols/analyse_history/${id}/follow/`)).statusCode).toBe(401);
    expect((await call(w.app, user, 'POST', `/symbols/analyse_history/${id}/follow/`)).statusCode).toBe(200);
    expect((await call(w.app, user, 'GET', `/symbols/analyse_history/${id}/`)).json().followed).toBe(true);
    await call(w.app, user, 'POST', `/symbols/analyse_history/${id}/unfollow/`);
    expect((await call(w.app, user, 'GET', `/symbols/analyse_history/${id}/`)).json().followed).toBe(false);
  });

  it('answers 5 same-type funds and profit/loss predicts', async () => {
    const same = await w.get('/symbols/000001/analyse_recommend_funds/');
    expect(same.body.results).toHaveLength(5);
    expect(same.body.results.every((f: { symbol: string; symbol_stype: number }) => f.symbol !== '000001' && f.symbol_stype === 300)).toBe(true);
    const ranking = await w.get('/symbols/profit_loss_predicts/');
    expect(ranking.body.results).toHaveLength(5);
    expect(Number(ranking.body.results[0].profit_probability)).toBeGreaterThanOrEqual(Number(ranking.body.results[4].profit_probability));
    expect((await w.get('/symbols/profit_loss_predicts/filter_conditions/?symbol=000001')).body.available_horizons).toEqual([60, 120, 250]);
    expect((await w.get('/symbols/profit_loss_predicts/000001/predict/')).body.results).toHaveLength(3);
    expect((await w.get('/symbols/profit_loss_predicts/best_potential/')).body).toHaveLength(5);
    expect((await w.get('/symbols/profit_loss_predicts/999999/predict/')).status).toBe(404);
  });

  it('follows funds, stocks and indexes for a user; lists them by symbol type; a guest gets the symbols asked for', async () => {
    expect((await call(w.app, guest, 'POST', '/symbols/000003/follow/')).statusCode).toBe(401);
    for (const s of ['000003', '000004', 'SH000300']) expect((await call(w.app, user, 'POST', `/symbols/${s}/follow/`)).statusCode).toBe(200);
    expect((await call(w.app, user, 'POST', '/symbols/NOPE/follow/')).statusCode).toBe(404);
    const funds = (await call(w.app, user, 'GET', '/symbols/following/?symbol_type=3&page_size=10000')).json();
    expect(funds.results.map((r: { symbol: string }) => r.symbol).sort()).toEqual(['000003', '000004']);
    const all = (await call(w.app, user, 'GET', '/symbols/following/?symbol_type=1,3,5&symbols=SH000300')).json();
    expect(all.results.map((r: { symbol_type: number }) => r.symbol_type)).toEqual([5]);
    expect((await call(w.app, user, 'GET', '/symbols/000003/introduction/')).json().followed).toBe(true);
    await call(w.app, user, 'POST', '/symbols/000003/unfollow/');
    expect((await call(w.app, user, 'GET', '/symbols/following/')).json().total_count).toBe(1);
    expect((await w.get('/symbols/following/?symbol_type=3')).body.results).toEqual([]);
    expect((await w.get('/symbols/following/?symbol_type=3&symbols=000001,000002')).body.results).toHaveLength(2);
    expect((await w.get('/symbols/following/?symbol_type=x')).status).toBe(400);
    expect((await w.get('/symbols/following/?page_size=10001')).status).toBe(400);
  });
});
