// POST /dev/investors (demo mode): each call is a new investor of its own, ready to trade.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { call, newCaller, type Caller } from '../../testing/accounts-kit';

describe('development investor (each journey trades as its own user)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ mode: 'demo' });
  });
  afterAll(async () => app.close());

  async function investor(): Promise<{ caller: Caller; answer: Record<string, unknown> }> {
    const guest = await newCaller(app);
    const res = await call(app, guest, 'POST', '/dev/investors', {});
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ token: { access_token: string } } & Record<string, unknown>>();
    return { caller: { ...guest, token: answer.token.access_token }, answer };
  }

  it('gives a guest a new verified investor with one usable card, the trade password and the balanced risk level', async () => {
    const { caller, answer } = await investor();
    expect(answer).toMatchObject({ password: 'demo1234', trade_password: '123456', risk_level: 3 });
    const cards = (await call(app, caller, 'GET', '/accounts/bank_cards/mine/')).json<Array<{ id: number; status: number }>>();
    expect(cards.map((c) => [c.id, c.status])).toEqual([[answer.bank_card_id, 1]]);
    expect((await call(app, caller, 'GET', '/funds/investment_risk/mine/')).json()).toMatchObject({ investment_risk: 3, investment_risk_status: 1 });
    const login = await call(app, await newCaller(app), 'POST', '/accounts/login/', { mobile: answer.mobile, password: answer.password });
    expect(login.statusCode).toBe(200);
  });

  it('makes a different user, mobile and card each time; a session sees only its own card', async () => {
    const a = await investor();
    const b = await investor();
    expect(a.answer.user_id).not.toBe(b.answer.user_id);
    expect(a.answer.mobile).not.toBe(b.answer.mobile);
    expect(a.answer.bank_card_id).not.toBe(b.answer.bank_card_id);
    const bCards = (await call(app, b.caller, 'GET', '/accounts/bank_cards/mine/')).json<Array<{ id: number }>>();
    expect(bCards.map((c) => c.id)).toEqual([b.answer.bank_card_id]);
  });
});
