import { type Caller, call, newCaller, signupUser } from '../../../testing/accounts-kit';
import { type ResearchWorld, openResearchWorld } from '../../../testing/research-kit';

describe('fund manager research and follows', () => {
  let w: ResearchWorld;
  let guest: Caller;
  let user: Caller;
  beforeAll(async () => {
    w = await openResearchWorld();
    guest = await newCaller(w.app);
    user = await signupUser(w.app, '13800138022');
  }, 120000);
  afterAll(async () => w.close());

  it('ranks a manager by period among all managers against a benchmark', async () => {
    const { status, body } = await w.get('/symbols/funds/managers/1/achivements/');
    expect(status).toBe(200);
    expect(body.map((a: { period: string }) => a.period)).toEqual(['month', 'season', 'six_month', 'year', 'three_year']);
    expect(body[3].rank_index).toBeLessThanOrEqual(body[3].rank_total);
    expect((await w.get('/symbols/funds/managers/999/achivements/')).status).toBe(404);
  });

  it('answers the manager index from 1000 and relative to the benchmark', async () => {
    const index = await w.get('/symbols/funds/managers/1/index_history/');
    expect(index.body.length).toBeGreaterThan(50);
    expect(index.body[0].date < index.body[1].date).toBe(true);
    const relative = await w.get('/symbols/funds/managers/1/index_history_relative/');
    expect(relative.body.length).toBeGreaterThan(50);
    expect(relative.body[0].value).toMatch(/^\d+\.\d{2}$/);
  });

  it('answers curated lists, a paged list detail and filter conditions', async () => {
    const lists = await w.get('/symbols/funds/managers/lists/');
    expect(lists.body).toHaveLength(6);
    const detail = await w.get('/symbols/funds/managers/lists/2/?page_size=3');
    expect(detail.body.managers).toHaveLength(3);
    expect(Number(detail.body.managers[0].bull_market)).toBeGreaterThanOrEqual(Number(detail.body.managers[2].bull_market));
    expect((await w.get('/symbols/funds/managers/lists/77/')).status).toBe(404);
    expect((await w.get('/symbols/funds/managers/filter_conditions/')).body.good_at_types.length).toBeGreaterThan(1);
  });

  it('answers the assessment questions and picks managers by the options; refuses unknown options', async () => {
    const questions = await w.get('/promotion/assess_question/');
    expect(questions.body).toHaveLength(3);
    const result = await w.get('/symbols/funds/managers/assess/?options=12,23,31');
    expect(result.body.tags).toEqual(['抗风险能力', '债券型', '3年以上']);
    expect(result.body.managers.every((m: { good_at_types: string[] }) => m.good_at_types.includes('债券型'))).toBe(true);
    expect(await w.get('/symbols/funds/managers/assess/?options=99')).toEqual({ status: 400, body: { errors: { options: ['请选择有效的选项'] } } });
  });

  it('follows managers when logged in and lists them newest first; a guest has none', async () => {
    expect((await call(w.app, guest, 'POST', '/symbols/funds/managers/3/follow/')).statusCode).toBe(401);
    await call(w.app, user, 'POST', '/symbols/funds/managers/3/follow/');
    await call(w.app, user, 'POST', '/symbols/funds/managers/5/follow/');
    expect((await call(w.app, user, 'POST', '/symbols/funds/managers/999/follow/')).statusCode).toBe(404);
    expect((await call(w.app, user, 'GET', '/symbols/funds/managers/following/')).json().map((m: { id: number }) => m.id).sort()).toEqual([3, 5]);
    await call(w.app, user, 'POST', '/symbols/funds/managers/3/unfollow/');
    expect((await call(w.app, user, 'GET', '/symbols/funds/managers/following/')).json().map((m: { id: number }) => m.id)).toEqual([5]);
    expect((await w.get('/symbols/funds/managers/following/')).body).toEqual([]);
  });
});
