import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { call, newCaller } from '../../testing/accounts-kit';
import { DEMO_ACCOUNT, DEMO_CAUTIOUS_ACCOUNT, seedDemoAccount } from './demo-account';

describe('the demo account', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(async () => app.close());

  it('is created once, then only announced', async () => {
    const first = await seedDemoAccount(app.database.db, new Date());
    expect(first[0]).toContain('13800000000 / demo1234');
    expect(first).toContain('已创建演示帐号');
    expect(await seedDemoAccount(app.database.db, new Date())).toHaveLength(2);
  });

  it('logs in with a verified identity, a usable card, a trade password and risk level 3', async () => {
    await seedDemoAccount(app.database.db, new Date());
    const c = await newCaller(app);
    const login = await call(app, c, 'POST', '/accounts/login/', { mobile: DEMO_ACCOUNT.mobile, password: DEMO_ACCOUNT.password });
    const demo = { ...c, token: login.json().token.access_token as string };
    expect((await call(app, demo, 'GET', '/accounts/identity_verfications/mine/')).json()).toEqual(expect.objectContaining({ status: 1, real_name: '王小明' }));
    const cards = (await call(app, demo, 'GET', '/accounts/bank_cards/mine/')).json();
    expect(cards).toEqual([expect.objectContaining({ bank_card_no_tail: '2344', status: 1, is_default: true })]);
    expect((await call(app, demo, 'POST', '/accounts/trade_password/verify/', { password: DEMO_ACCOUNT.tradePassword })).statusCode).toBe(200);
    expect((await call(app, demo, 'GET', '/funds/investment_risk/mine/')).json()).toEqual(expect.objectContaining({ investment_risk: 3, investment_risk_status: 1 }));
  });

  it('has a conservative second investor whom a riskier fund asks to confirm or refuses', async () => {
    await seedDemoAccount(app.database.db, new Date());
    const c = await newCaller(app);
    const login = await call(app, c, 'POST', '/accounts/login/', { mobile: DEMO_CAUTIOUS_ACCOUNT.mobile, password: DEMO_CAUTIOUS_ACCOUNT.password });
    const cautious = { ...c, token: login.json().token.access_token as string };
    expect((await call(app, cautious, 'GET', '/funds/investment_risk/mine/')).json()).toEqual(expect.objectContaining({ investment_risk: 1, investment_risk_status: 1 }));
  });
});
