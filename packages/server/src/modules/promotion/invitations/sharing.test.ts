// Sharing calls through the API: shares recorded, the mini-program binding through the platform port,
// links for outside the app, friendship links and ad mobiles kept once per channel.
import type { FastifyInstance } from 'fastify';
import { FRIENDSHIP_LINKS, SHARING_TEXTS } from '@fund/core/promotion';
import { buildApp } from '../../../app';
import { makeInvestor, request } from '../../../testing/trading-kit';
import { SIMULATED_BAD_WX_CODE } from '../../../ports/promotion-simulators';

jest.setTimeout(60_000);

describe('sharing and the mini program', () => {
  let app: FastifyInstance;
  const db = () => app.database.db;
  beforeAll(async () => {
    app = await buildApp({ mode: 'demo' });
  });
  afterAll(async () => app.close());

  it('records a share by a user and by a guest, with the default channel', async () => {
    const me = await makeInvestor(db());
    expect((await request(app, me, 'POST', '/promotion/share/', { code: 'invite', channel: 'moments' })).json()).toEqual({ detail: SHARING_TEXTS.shared });
    expect((await request(app, null, 'POST', '/promotion/share/', { code: 'fund:000001' })).statusCode).toBe(200);
    const rows = await db().selectFrom('promotion_shares').select(['user_id', 'code', 'channel']).orderBy('id').execute();
    expect(rows).toEqual([{ user_id: me.userId, code: 'invite', channel: 'moments' }, { user_id: null, code: 'fund:000001', channel: 'wechat' }]);
  });

  it('binds through the platform port: unbound, bound, a refused code changes nothing', async () => {
    const me = await makeInvestor(db());
    expect((await request(app, me, 'GET', '/promotion/wx_app/bind/?appid=wx123')).json()).toEqual({ bound: false, appid: 'wx123', bound_at: null });
    const bound = await request(app, me, 'POST', '/promotion/wx_app/bind/', { appid: 'wx123', code: 'login-code-1' });
    expect(bound.json()).toMatchObject({ bound: true, appid: 'wx123' });
    expect((await request(app, me, 'GET', '/promotion/wx_app/bind/?appid=wx123')).json().bound).toBe(true);
    const refused = await request(app, me, 'POST', '/promotion/wx_app/bind/', { appid: 'wx999', code: SIMULATED_BAD_WX_CODE });
    expect([refused.statusCode, refused.json().errors.code]).toEqual([400, [SHARING_TEXTS.wxCodeRefused]]);
    expect((await request(app, me, 'GET', '/promotion/wx_app/bind/?appid=wx999')).json().bound).toBe(false);
    const row = await db().selectFrom('wx_app_bindings').select('openid').where('user_id', '=', me.userId).executeTakeFirstOrThrow();
    expect(row.openid).toMatch(/^sim-/);
  });

  it('makes a mini-program link that stays valid for 30 days, and lists the friendship links', async () => {
    const link = (await request(app, null, 'POST', '/promotion/generate_scheme/', { path: 'pages/index/index', query: 'a=1' })).json();
    expect(link.openlink).toMatch(/^weixin:\/\/dl\/business\/\?t=/);
    expect(Date.parse(link.expires_at) - app.clock.instant().getTime()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    expect((await request(app, null, 'GET', '/promotion/friendship_links/')).json()).toEqual(FRIENDSHIP_LINKS.map((l) => ({ ...l })));
  });

  it('keeps an ad mobile once per channel, without the mobile in clear', async () => {
    for (let i = 0; i < 3; i++) expect((await request(app, null, 'POST', '/promotion/ad_external_mobile/', { mobile: '13712345678', channel: 'toutiao' })).json()).toEqual({ detail: SHARING_TEXTS.adMobileRecorded });
    await request(app, null, 'POST', '/promotion/ad_external_mobile/', { mobile: '13712345678', channel: 'baidu' });
    const rows = await db().selectFrom('ad_external_mobiles').select(['mobile_hash', 'channel']).execute();
    expect(rows.map((r) => r.channel).sort()).toEqual(['baidu', 'toutiao']);
    expect(rows.every((r) => !r.mobile_hash.includes('13712345678'))).toBe(true);
  });
});
