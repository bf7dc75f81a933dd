// Support calls through the API: notice marks, private-fund reservations, the asset report's share card,
// the shake within the user's risk level, FAQ feedback and ad callbacks recorded once.
import type { FastifyInstance } from 'fastify';
import { SUPPORT_TEXTS } from '@fund/core/account';
import type { Database } from '../../../db/database';
import { at, makeInvestor, openTradingWorld, request } from '../../../testing/trading-kit';

jest.setTimeout(60_000);

describe('support calls', () => {
  let database: Database;
  let app: FastifyInstance;
  const db = () => database.db;
  beforeAll(async () => {
    ({ database, app } = await openTradingWorld(at('2026-11-20', '10:00')));
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('marks a notice read for that user only', async () => {
    const me = await makeInvestor(db());
    const other = await makeInvestor(db());
    expect((await request(app, me, 'GET', '/funds/notice_mark/check/?code=buy_notice')).json()).toEqual({ code: 'buy_notice', marked: false, marked_at: null });
    const marked = (await request(app, me, 'POST', '/funds/notice_mark/mark/', { code: 'buy_notice' })).json();
    expect(marked).toMatchObject({ code: 'buy_notice', marked: true });
    expect((await request(app, me, 'POST', '/funds/notice_mark/mark/', { code: 'buy_notice' })).json().marked_at).toBe(marked.marked_at);
    expect((await request(app, other, 'GET', '/funds/notice_mark/check/?code=buy_notice')).json().marked).toBe(false);
    expect((await request(app, null, 'GET', '/funds/notice_mark/check/?code=buy_notice')).statusCode).toBe(401);
  });

  it('reserves a private fund once; asking again keeps the first reservation', async () => {
    const me = await makeInvestor(db());
    const fund = await db().selectFrom('funds').select('id').orderBy('id').executeTakeFirstOrThrow();
    const first = (await request(app, me, 'POST', '/private_funds/reservation/', { fund_id: fund.id, amount: '1000000.00', mobile: '13712345678' })).json();
    expect(first).toMatchObject({ fund_id: fund.id, detail: SUPPORT_TEXTS.reserved, repeated: false });
    const again = (await request(app, me, 'POST', '/private_funds/reservation/', { fund_id: fund.id })).json();
    expect(again).toMatchObject({ id: first.id, detail: SUPPORT_TEXTS.reservedBefore, repeated: true, created_at: first.created_at });
    expect((await request(app, me, 'POST', '/private_funds/reservation/', { fund_id: 99999999 })).statusCode).toBe(404);
  });

  it('shares the asset split in percent, never amounts', async () => {
    const me = await makeInvestor(db());
    const info = (await request(app, me, 'GET', '/funds/asset_report/share_info/')).json();
    expect(info.title).toBe(SUPPORT_TEXTS.assetReportTitle);
    expect(info.allocation.map((a: { name: string }) => a.name)).toEqual(['股票', '债券', '现金', '其他']);
    expect(JSON.stringify(info)).not.toContain('value');
  });

  it('shakes out funds within the risk level: a level-1 user never gets a riskier fund', async () => {
    const careful = await makeInvestor(db(), 1);
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const fund = await request(app, careful, 'GET', '/shakes/symbols/next/');
      expect(fund.statusCode).toBe(200);
      seen.add(fund.json().symbol);
    }
    const risks = await db().selectFrom('funds').select('investment_risk').where('symbol', 'in', [...seen]).execute();
    expect(risks.every((r) => r.investment_risk <= 1)).toBe(true);
    // It is a draw, not a fixed answer.
    expect(seen.size).toBeGreaterThan(1);
  });

  it('takes FAQ feedback from guests and users, and refuses an empty one', async () => {
    const me = await makeInvestor(db());
    expect((await request(app, me, 'POST', '/support/faq_feedbacks/', { question: 'unionpay', useful: false, content: '没找到限额说明' })).json()).toEqual({ detail: SUPPORT_TEXTS.feedbackThanks });
    expect((await request(app, null, 'POST', '/support/faq_feedbacks/', { question: 'unionpay', useful: true })).statusCode).toBe(200);
    const empty = await request(app, null, 'POST', '/support/faq_feedbacks/', { question: 'unionpay', content: '  ' });
    expect([empty.statusCode, empty.json().errors.content]).toEqual([400, [SUPPORT_TEXTS.feedbackEmpty]]);
    expect(await db().selectFrom('faq_feedbacks').select(['user_id', 'useful']).orderBy('id').execute()).toEqual([{ user_id: me.userId, useful: false }, { user_id: null, useful: true }]);
  });

  it('records an ad callback once per channel and idfa, and calls nothing outside', async () => {
    const idfa = 'ab12cd34-0000-4000-8000-000000000001';
    const first = (await app.inject({ method: 'GET', url: `/api/v1/apps/idfa/callback_toutiao?idfa=${idfa}` })).json();
    expect(first).toEqual({ detail: SUPPORT_TEXTS.callbackRecorded, channel: 'toutiao', first: true });
    const again = (await app.inject({ method: 'GET', url: `/api/v1/apps/idfa/callback_toutiao?idfa=${idfa.toLowerCase()}` })).json();
    expect(again).toEqual({ detail: SUPPORT_TEXTS.callbackRepeated, channel: 'toutiao', first: false });
    expect((await app.inject({ method: 'GET', url: `/api/v1/apps/idfa/callback_gdt?idfa=${idfa}` })).json().first).toBe(true);
    expect((await app.inject({ method: 'GET', url: `/api/v1/apps/idfa/callback?idfa=${idfa}` })).json()).toMatchObject({ channel: 'default', first: true });
    expect((await app.inject({ method: 'GET', url: '/api/v1/apps/idfa/callback_gdt' })).statusCode).toBe(400);
    const rows = await db().selectFrom('idfa_callbacks').select(['channel', 'hits']).orderBy('channel').execute();
    expect(rows).toEqual([{ channel: 'default', hits: 1 }, { channel: 'gdt', hits: 1 }, { channel: 'toutiao', hits: 2 }]);
  });
});
