// The advisor store over HTTP: apply, review (reject with a reason, reapply, approve), the store page with
// the owner's portfolios and what holders keep in them, likes and following, the owner's settings, order and
// social bindings, the timeline, and every change by a non-owner answering 404. Answers match core's schemas.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CONTRACT, type AnySchema, validate } from '@fund/core/api';
import { STORE_APPLY_MESSAGES, STORE_MESSAGES, STORE_REVIEW_MESSAGES, storeExtrasContract as X } from '@fund/core/store';
import { buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/database';
import { seedDemoMarket } from '../../db/seed/seed-market';
import { issueCsrfToken } from '../account/auth/csrf';
import { type Investor, at, makeInvestor, setNav } from '../../testing/trading-kit';

const AS_OF = '2026-11-20';
const C = CONTRACT.store;
const FORM = {
  name: '稳健理财小店',
  introduction: '专注低波动的固收加组合，每月复盘一次。',
  avatar: 'https://img.example.com/store.png',
  qualification_no: 'S0100619010001',
  agreement: true,
};

describe('the advisor store', () => {
  let database: Database;
  let app: FastifyInstance;
  let owner: Investor;
  let fan: Investor;
  let reviewer: Investor;
  let storeId = 0;
  let portfolioIds: number[] = [];
  const savedReviewers = process.env.STORE_REVIEWER_IDS;

  function call(who: Investor | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { 'x-csrftoken': issueCsrfToken() };
    if (who) headers.authorization = `Token ${who.token}`;
    return app.inject({ method, url: `/api/v1${path}`, headers, ...(payload ? { payload } : {}) });
  }

  async function ok<T>(res: Promise<LightMyRequestResponse>, schema?: AnySchema): Promise<T> {
    const r = await res;
    expect(`${r.statusCode} ${r.statusCode === 200 ? '' : r.body.slice(0, 300)}`).toBe('200 ');
    const body = r.json<T>();
    if (schema) expect(validate(schema, body)).toMatchObject({ ok: true });
    return body;
  }

  async function refused(res: Promise<LightMyRequestResponse>, status: number): Promise<Record<string, string[]>> {
    const r = await res;
    expect(`${r.statusCode} ${r.statusCode === status ? '' : r.body.slice(0, 300)}`).toBe(`${status} `);
    return r.json<{ errors: Record<string, string[]> }>().errors;
  }

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await seedDemoMarket(database.db, { asOf: AS_OF });
    owner = await makeInvestor(database.db);
    fan = await makeInvestor(database.db);
    reviewer = await makeInvestor(database.db);
    process.env.STORE_REVIEWER_IDS = String(reviewer.userId);
    app = await buildApp({ db: database, mode: 'demo' });
    app.clock.set(at('2026-11-23', '10:00'));
    // The portfolio owner's two portfolios (h-owner's create call makes these; here they are assigned).
    const rows = await database.db.selectFrom('portfolios').select('id').orderBy('id').limit(2).execute();
    portfolioIds = rows.map((r) => r.id);
    await database.db.updateTable('portfolios').set({ owner_user_id: owner.userId }).where('id', 'in', portfolioIds).execute();
  }, 120_000);

  afterAll(async () => {
    process.env.STORE_REVIEWER_IDS = savedReviewers;
    await app.close();
    await database.close();
  });

  it('starts not applied and refuses a bad form field by field in Chinese, storing nothing', async () => {
    expect(await ok(call(owner, 'GET', '/store/apply/'), C.apply.response.schema)).toMatchObject({ id: null, status: -1, status_display: '未申请' });
    const errors = await refused(call(owner, 'POST', '/store/apply/', { name: '店', introduction: '短', avatar: 'ftp://x', qualification_no: 'abc', agreement: false }), 400);
    expect(errors).toEqual({
      name: [STORE_APPLY_MESSAGES.nameLength],
      introduction: [STORE_APPLY_MESSAGES.introductionLength],
      avatar: [STORE_APPLY_MESSAGES.avatarInvalid],
      qualification_no: [STORE_APPLY_MESSAGES.qualificationInvalid],
      agreement: [STORE_APPLY_MESSAGES.agreementRequired],
    });
    expect(await refused(call(owner, 'POST', '/store/apply/', {}), 400)).toMatchObject({ name: [STORE_APPLY_MESSAGES.nameRequired] });
    expect((await ok<{ status: number }>(call(owner, 'GET', '/store/apply/'))).status).toBe(-1);
    await refused(call(null, 'GET', '/store/apply/'), 401);
  });

  it('goes to review, is rejected with a reason, applies again and is approved', async () => {
    expect(await ok(call(owner, 'POST', '/store/apply/', FORM), C.submitApply.response.schema)).toMatchObject({ status: 0, status_display: '审核中', name: FORM.name });
    expect(await refused(call(owner, 'POST', '/store/apply/', FORM), 400)).toEqual({ detail: [STORE_REVIEW_MESSAGES.inReview] });

    // Not a reviewer: the review calls do not exist.
    await refused(call(fan, 'GET', '/store/review/applies/'), 404);
    const queue = await ok<{ results: { id: number; user: { id: number } }[] }>(call(reviewer, 'GET', '/store/review/applies/'), X.reviewApplies.response.schema);
    const mine = queue.results.find((a) => a.user.id === owner.userId);
    expect(mine).toBeDefined();
    const applyId = mine?.id ?? 0;
    await refused(call(fan, 'POST', `/store/review/applies/${applyId}/approve/`), 404);
    expect(await refused(call(reviewer, 'POST', `/store/review/applies/${applyId}/reject/`, { reason: '  ' }), 400)).toEqual({ reason: [STORE_REVIEW_MESSAGES.rejectReasonRequired] });
    await ok(call(reviewer, 'POST', `/store/review/applies/${applyId}/reject/`, { reason: '执业编号与姓名不符' }), X.rejectApply.response.schema);
    expect(await ok(call(owner, 'GET', '/store/apply/'))).toMatchObject({ status: 2, status_display: '未通过', reject_reason: '执业编号与姓名不符', store_id: null });
    await refused(call(owner, 'GET', '/store/mine/'), 404);

    await ok(call(owner, 'POST', '/store/apply/', { ...FORM, qualification_no: 'S0100619010002' }));
    expect(await refused(call(reviewer, 'POST', '/store/review/applies/999999/approve/'), 404)).toBeDefined();
    await ok(call(reviewer, 'POST', `/store/review/applies/${applyId}/approve/`), X.approveApply.response.schema);
    expect(await refused(call(reviewer, 'POST', `/store/review/applies/${applyId}/approve/`), 400)).toEqual({ detail: [STORE_REVIEW_MESSAGES.notInReview] });
    const apply = await ok<{ status: number; store_id: number; reject_reason: string | null }>(call(owner, 'GET', '/store/apply/'));
    expect(apply).toMatchObject({ status: 1, status_display: '已开通', reject_reason: null, qualification_no: 'S0100619010002' });
    storeId = apply.store_id;
    expect(storeId).toBeGreaterThan(0);
    expect(await refused(call(owner, 'POST', '/store/apply/', FORM), 400)).toEqual({ detail: [STORE_REVIEW_MESSAGES.alreadyOpen] });
  });

  it("shows the store with the owner's portfolios, their yield and what holders keep in them, to the cent", async () => {
    // The fan holds 1,000.00 shares of a fund inside the first portfolio, at NAV 1.2345: 1,234.50.
    const fund = await database.db.selectFrom('funds').select(['id', 'tradedate']).where('is_bao', '=', false).where('tradedate', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    await setNav(database.db, fund.id, fund.tradedate ?? AS_OF, '1.2345');
    const t = new Date('2026-11-23T02:00:00Z').toISOString();
    await database.db.insertInto('holdings').values({ user_id: fan.userId, fund_id: fund.id, bank_card_id: fan.cardId, shares: '1000.00', shares_frozen: '0', divi_type: 1, divi_type_confirm_date: null, created_at: t, updated_at: t, portfolio_id: portfolioIds[0] ?? 0 }).execute();

    const store = await ok<{ user: { id: number }; portfolios: { id: number; yld: unknown; store_id: number }[]; followers_assets: string; holders_count: number; is_owner: boolean }>(
      call(null, 'GET', `/store/${storeId}/`),
      C.detail.response.schema,
    );
    expect(store).toMatchObject({ name: FORM.name, description: FORM.introduction, user: { id: owner.userId }, is_owner: false, liked: false, likes_count: 0, portfolios_count: 2, followers_assets: '1234.50', holders_count: 1 });
    expect(store.portfolios.map((p) => p.id)).toEqual(portfolioIds);
    expect(store.portfolios.every((p) => p.store_id === storeId && 'yld' in p)).toBe(true);
    expect((await ok<{ is_owner: boolean }>(call(owner, 'GET', '/store/mine/'), C.mine.response.schema)).is_owner).toBe(true);
    await refused(call(null, 'GET', '/store/999999/'), 404);
    await refused(call(null, 'GET', '/store/abc/'), 404);

    const assets = await ok(call(owner, 'GET', '/store/assets/mine/'), C.assetsMine.response.schema);
    expect(assets).toMatchObject({ store_id: storeId, worth: '1234.50', holders_count: 1, portfolios_count: 2 });
    expect(await ok(call(owner, 'GET', `/store/portfolios/${portfolioIds[0]}/assets/`), C.portfoliosAssets.response.schema)).toMatchObject({ worth: '1234.50', holders_count: 1 });
    await refused(call(fan, 'GET', `/store/portfolios/${portfolioIds[0]}/assets/`), 404);
    await refused(call(fan, 'GET', '/store/assets/mine/'), 404);
  });

  it('lists store portfolios: by store, one, mine, recommended; a house portfolio is not a store one', async () => {
    const page = await ok<{ total_count: number; results: { id: number }[] }>(call(null, 'GET', `/store/portfolios/?store_id=${storeId}&page_size=1`), C.portfolios.response.schema);
    expect([page.total_count, page.results.length]).toEqual([2, 1]);
    expect((await ok<{ total_count: number }>(call(null, 'GET', '/store/portfolios/?store_id=999999'))).total_count).toBe(0);
    expect(await ok(call(null, 'GET', `/store/portfolios/${portfolioIds[1]}/`), C.portfolio.response.schema)).toMatchObject({ id: portfolioIds[1], store_id: storeId });
    const house = await database.db.selectFrom('portfolios').select('id').where('owner_user_id', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    await refused(call(null, 'GET', `/store/portfolios/${house.id}/`), 404);
    expect((await ok<unknown[]>(call(owner, 'GET', '/store/portfolios/mine/'), C.portfoliosMine.response.schema)).length).toBe(2);
    await refused(call(fan, 'GET', '/store/portfolios/mine/'), 404);
    const rec = await ok<{ results: { store_id: number }[] }>(call(null, 'GET', '/store/portfolios/recommend/'), C.portfoliosRecommend.response.schema);
    expect(rec.results.every((p) => p.store_id === storeId)).toBe(true);
  });

  it('lets a user follow (like) and unfollow a store, and lists followed stores', async () => {
    expect(await ok(call(fan, 'POST', '/store/likes/like/', { store: storeId }), C.like.response.schema)).toEqual({ detail: STORE_MESSAGES.liked });
    await ok(call(fan, 'POST', '/store/likes/like/', { store: storeId }));
    expect(await ok(call(fan, 'GET', `/store/${storeId}/`))).toMatchObject({ liked: true, likes_count: 1 });
    const followed = await ok<{ results: { id: number; likes_count: number }[] }>(call(fan, 'GET', '/store/following/'), X.following.response.schema);
    expect(followed.results.map((s) => [s.id, s.likes_count])).toEqual([[storeId, 1]]);
    await refused(call(fan, 'POST', '/store/likes/like/', { store: 999999 }), 404);
    await refused(call(null, 'POST', '/store/likes/like/', { store: storeId }), 401);
    await ok(call(fan, 'POST', '/store/likes/unlike/', { store: storeId }));
    expect(await ok(call(fan, 'GET', `/store/${storeId}/`))).toMatchObject({ liked: false, likes_count: 0 });
    expect((await ok<{ total_count: number }>(call(fan, 'GET', '/store/following/'))).total_count).toBe(0);
  });

  it("changes the store's description for the owner only; anyone else gets 404", async () => {
    await refused(call(fan, 'PUT', `/store/${storeId}/`, { description: '这是别人想改的一段简介文字' }), 404);
    expect(await refused(call(owner, 'PUT', `/store/${storeId}/`, { description: '太短' }), 400)).toEqual({ description: [STORE_APPLY_MESSAGES.introductionLength] });
    const updated = await ok(call(owner, 'PUT', `/store/${storeId}/`, { description: '  新的简介：只做长期持有的均衡组合。 ' }), C.update.response.schema);
    expect(updated).toMatchObject({ description: '新的简介：只做长期持有的均衡组合。', name: FORM.name });
  });

  it("keeps the owner's order of portfolios; a wrong set is refused and another user's store is missing", async () => {
    const reversed = [...portfolioIds].reverse();
    await refused(call(fan, 'POST', '/store/portfolios/sort/', { store_id: storeId, portfolio_ids: reversed }), 404);
    expect(await refused(call(owner, 'POST', '/store/portfolios/sort/', { store_id: storeId, portfolio_ids: [portfolioIds[0]] }), 400)).toEqual({ portfolio_ids: [STORE_MESSAGES.sortMismatch] });
    expect(await refused(call(owner, 'POST', '/store/portfolios/sort/', { store_id: storeId, portfolio_ids: [portfolioIds[0], portfolioIds[0]] }), 400)).toEqual({ portfolio_ids: [STORE_MESSAGES.sortMismatch] });
    await ok(call(owner, 'POST', '/store/portfolios/sort/', { store_id: storeId, portfolio_ids: reversed }), C.sortPortfolios.response.schema);
    const store = await ok<{ portfolios: { id: number; sort_order: number }[] }>(call(null, 'GET', `/store/${storeId}/`));
    expect(store.portfolios.map((p) => [p.id, p.sort_order])).toEqual([[reversed[0], 0], [reversed[1], 1]]);
  });

  it('binds, changes and removes social accounts for the owner only', async () => {
    await refused(call(fan, 'POST', '/store/social_bindings/', { provider: 'weibo', account: 'fan' }), 404);
    expect(await refused(call(owner, 'POST', '/store/social_bindings/', { provider: 'weibo', account: 'a b' }), 400)).toHaveProperty('account');
    await refused(call(owner, 'POST', '/store/social_bindings/', { provider: 'myspace', account: 'x' }), 400);
    expect(await ok(call(owner, 'POST', '/store/social_bindings/', { provider: 'weibo', account: 'steady_store' }), C.socialBindings.response.schema)).toEqual([
      { provider: 'weibo', provider_name: '微博', account: 'steady_store', updated_at: expect.any(String) },
    ]);
    await ok(call(owner, 'POST', '/store/social_bindings/', { provider: 'xueqiu', account: '稳健小店' }));
    expect((await ok<{ provider: string }[]>(call(owner, 'GET', '/store/social_bindings/'), X.socialBindingsList.response.schema)).map((b) => b.provider)).toEqual(['weibo', 'xueqiu']);
    expect((await ok<unknown[]>(call(owner, 'POST', '/store/social_bindings/', { provider: 'weibo', account: '' }))).length).toBe(1);
  });

  it("posts on the store's timeline with an attached portfolio; others cannot post there; likes and deleting", async () => {
    const post = await ok<{ id: number; portfolios: { id: number }[]; is_owner: boolean }>(
      call(owner, 'POST', '/statuses/', { text: '本周调仓：降低权益仓位。', store_id: storeId, portfolio_id: portfolioIds[0] }),
    );
    expect(post.portfolios.map((p) => p.id)).toEqual([portfolioIds[0]]);
    await refused(call(fan, 'POST', '/statuses/', { text: '我也来发一条', store_id: storeId }), 404);
    const house = await database.db.selectFrom('portfolios').select('id').where('owner_user_id', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    await refused(call(owner, 'POST', '/statuses/', { text: '别人的组合', store_id: storeId, portfolio_id: house.id }), 400);

    await ok(call(fan, 'POST', '/statuses/likes/like/', { status: post.id }));
    const timeline = await ok<{ results: { id: number; liked: boolean; likes_count: number; portfolios: { id: number }[] }[] }>(call(fan, 'GET', `/statuses/store_timeline/?store_id=${storeId}`));
    expect(timeline.results.map((s) => [s.id, s.liked, s.likes_count, s.portfolios.map((p) => p.id)])).toEqual([[post.id, true, 1, [portfolioIds[0]]]]);
    await refused(call(fan, 'DELETE', `/statuses/${post.id}/`), 403);
    await ok(call(owner, 'DELETE', `/statuses/${post.id}/`));
    expect((await ok<{ total_count: number }>(call(fan, 'GET', `/statuses/store_timeline/?store_id=${storeId}`))).total_count).toBe(0);
  });

  it('approves an applicant in demo mode through the development endpoint', async () => {
    const other = await makeInvestor(database.db);
    expect(await refused(call(other, 'POST', '/dev/store/approve'), 400)).toEqual({ detail: [STORE_REVIEW_MESSAGES.notInReview] });
    await ok(call(other, 'POST', '/store/apply/', { ...FORM, name: '另一家小店' }));
    expect(await ok(call(other, 'POST', '/dev/store/approve'), X.devApproveMine.response.schema)).toMatchObject({ status: 1, store_id: expect.any(Number) });
  });
});

describe('store review in production', () => {
  it('has no development approval, and no reviewer unless STORE_REVIEWER_IDS names one', async () => {
    const saved = process.env.STORE_REVIEWER_IDS;
    process.env.STORE_REVIEWER_IDS = '12,abc';
    const database = await openDatabase({ memory: true });
    const app = await buildApp({ db: database, mode: 'production', allowSimulators: true });
    try {
      const applicant = await makeInvestor(database.db);
      const headers = { authorization: `Token ${applicant.token}`, 'x-csrftoken': issueCsrfToken() };
      const dev = await app.inject({ method: 'POST', url: '/api/v1/dev/store/approve', headers });
      expect([dev.statusCode, dev.body]).toEqual([404, expect.stringContaining('接口不存在')]);
      // A malformed list opens the review calls to nobody, not even user 12.
      const list = await app.inject({ method: 'GET', url: '/api/v1/store/review/applies/', headers });
      expect(list.statusCode).toBe(404);
    } finally {
      process.env.STORE_REVIEWER_IDS = saved;
      await app.close();
      await database.close();
    }
  });
});
