import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { call, signupUser } from '../../testing/accounts-kit';

describe('development coupon grant (journeys buy with a coupon)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(async () => app.close());

  it('gives the caller a coupon that then shows among their usable coupons', async () => {
    const user = await signupUser(app, '13500000041');
    const granted = await call(app, user, 'POST', '/dev/coupons/grant', { name: '新人立减券', amount: '10.00', expense_min: '100.00', effective_to: '2099-12-31' });
    expect(granted.statusCode).toBe(200);
    const mine = (await call(app, user, 'GET', '/promotion/coupons/mine/')).json();
    const coupons = (mine.results ?? mine) as Array<{ id: number; name?: string }>;
    expect(coupons.map((c) => c.id)).toContain(granted.json().id);
  });

  it('refuses a malformed coupon with field errors and a guest with 401', async () => {
    const user = await signupUser(app, '13500000042');
    const bad = await call(app, user, 'POST', '/dev/coupons/grant', { name: '', amount: '10.001', expense_min: '0.00', effective_to: 'soon' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['amount', 'effective_to', 'name']);
    const guest = await app.inject({ method: 'POST', url: '/api/v1/dev/coupons/grant', payload: {} });
    expect([401, 403]).toContain(guest.statusCode);
  });
});
