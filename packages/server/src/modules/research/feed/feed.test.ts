import { type Caller, call, newCaller, signupUser } from '../../../testing/accounts-kit';
import { type ResearchWorld, openResearchWorld } from '../../../testing/research-kit';

describe('status feed', () => {
  let w: ResearchWorld;
  let guest: Caller;
  let alice: Caller;
  let bob: Caller;
  beforeAll(async () => {
    w = await openResearchWorld();
    guest = await newCaller(w.app);
    alice = await signupUser(w.app, '13800138031');
    bob = await signupUser(w.app, '13800138032');
  }, 120000);
  afterAll(async () => w.close());

  it('answers the 10 recommended headlines newest first', async () => {
    const { status, body } = await w.get('/statuses/recommend/');
    expect(status).toBe(200);
    expect(body.results).toHaveLength(10);
    expect(body.results[0].publish_at >= body.results[9].publish_at).toBe(true);
    expect(body.results[0]).toMatchObject({ user: { id: 0 }, portfolios: [], liked: false });
  });

  it('pages videos 8 at a time, each with a play URL and a duration', async () => {
    const { body } = await w.get('/statuses/category_timeline/?category=video&page_size=8');
    expect(body.results).toHaveLength(8);
    expect(body.total_page).toBe(3);
    expect(body.results[0].medias[0]).toMatchObject({ media_type: 2, play_url: expect.stringMatching(/^\/statuses\/media\/\d+\/play\/\?w=900$/) });
    expect((await w.get('/statuses/category_timeline/?category=video&page_size=8&page=3')).body.results).toHaveLength(8);
    expect(await w.get('/statuses/category_timeline/?category=gossip')).toEqual({ status: 400, body: { errors: { category: ['不支持的资讯分类'] } } });
    expect((await w.get('/statuses/category_timeline/')).status).toBe(400);
  });

  it('answers a status with its symbols and managers, counts the view, and 404s an unknown one', async () => {
    const news = (await w.get('/statuses/category_timeline/?category=fund')).body.results[0];
    const first = await w.get(`/statuses/${news.id}/`);
    expect(first.body.symbols[0].symbol_type).toBe(3);
    expect((await w.get(`/statuses/${news.id}/`)).body.views_count).toBe(first.body.views_count + 1);
    const manager = (await w.get('/statuses/category_timeline/?category=manager')).body.results[0];
    expect(manager.fund_managers).toHaveLength(1);
    expect(await w.get('/statuses/999999/')).toEqual({ status: 404, body: { errors: { detail: ['请求的数据不存在'] } } });
  });

  it('answers symbol timelines with an optional content type, and comments newest first', async () => {
    const fund = (await w.get('/statuses/category_timeline/?category=fund')).body.results[0].symbols[0].symbol;
    const line = await w.get(`/statuses/symbol_timeline/?symbol=${fund}`);
    expect(line.body.results.length).toBeGreaterThan(0);
    expect((await w.get(`/statuses/symbol_timeline/?symbol=${fund}&content_type=video`)).body.results.every((s: { content_type: string }) => s.content_type === 'video')).toBe(true);
    expect((await w.get('/statuses/symbol_timeline/')).status).toBe(400);
    const withComments = (await w.get('/statuses/category_timeline/?category=news&page_size=50')).body.results.find((s: { comments_count: number }) => s.comments_count > 1);
    const comments = await w.get(`/statuses/${withComments.id}/comments/`);
    expect(comments.body.total_count).toBe(withComments.comments_count);
    expect(comments.body.results[0].created_at >= comments.body.results[1].created_at).toBe(true);
  });

  it('posts, likes, lists and deletes a user status; only the author may delete', async () => {
    expect((await call(w.app, guest, 'POST', '/statuses/', { text: '你好' })).statusCode).toBe(401);
    expect((await call(w.app, alice, 'POST', '/statuses/', { text: '   ' })).json()).toEqual({ errors: { text: ['内容不能为空'] } });
    expect((await call(w.app, alice, 'POST', '/statuses/', { text: '看好', symbols: ['NOPE'] })).json()).toEqual({ errors: { symbols: ['NOPE代码不存在'] } });
    const posted = await call(w.app, alice, 'POST', '/statuses/', { title: '定投心得', text: '坚持定投三年，收获不错', symbols: ['000001', 'SH000300'] });
    expect(posted.statusCode).toBe(200);
    const status = posted.json();
    expect(status).toMatchObject({ title: '定投心得', is_owner: true, content_type: 'post' });
    expect(status.symbols.map((s: { symbol: string }) => s.symbol).sort()).toEqual(['000001', 'SH000300']);
    expect((await w.get(`/statuses/user_timeline/?user_id=${status.user.id}`)).body.results[0].id).toBe(status.id);

    expect((await call(w.app, guest, 'POST', '/statuses/likes/like/', { status: status.id })).statusCode).toBe(401);
    await call(w.app, bob, 'POST', '/statuses/likes/like/', { status: status.id });
    await call(w.app, bob, 'POST', '/statuses/likes/like/', { status: status.id });
    expect((await w.get(`/statuses/${status.id}/likes/`)).body.total_count).toBe(1);
    expect((await call(w.app, bob, 'GET', `/statuses/${status.id}/`)).json()).toMatchObject({ liked: true, likes_count: 1, is_owner: false });
    await call(w.app, bob, 'POST', '/statuses/likes/unlike/', { status: status.id });
    expect((await w.get(`/statuses/${status.id}/likes/`)).body.total_count).toBe(0);
    expect((await call(w.app, bob, 'POST', '/statuses/likes/like/', { status: 999999 })).statusCode).toBe(404);
    expect((await call(w.app, bob, 'POST', '/statuses/likes/like/', { status: 'x' })).statusCode).toBe(400);

    expect((await call(w.app, bob, 'DELETE', `/statuses/${status.id}/`)).json()).toEqual({ errors: { detail: ['只能删除自己发布的内容'] } });
    expect((await call(w.app, alice, 'DELETE', `/statuses/${status.id}/`)).statusCode).toBe(200);
    expect((await w.get(`/statuses/${status.id}/`)).status).toBe(404);
  });

  it('answers empty portfolio and store timelines, and finds statuses by search', async () => {
    expect((await w.get('/statuses/portfolio_timeline/?portfolio_id=1')).body.results).toEqual([]);
    expect((await w.get('/statuses/store_timeline/?store_id=abc')).body.total_count).toBe(0);
    const found = await w.get(`/search/statuses/?q=${encodeURIComponent('基金')}`);
    expect(found.body.results.length).toBeGreaterThan(0);
    expect(found.body.results.length).toBeLessThanOrEqual(10);
  });
});
