// One clock: the app's clock is pinned once, on a day the wall clock is not at, and every answer that
// carries a time or depends on one follows it: captcha expiry, the risk test's date and its expiry, the
// risk check and the buy's suitability gate (agreeing), a buy's order time, trade and confirm dates, a
// plan's first date, the records. Logins alone age in real time (sessions.ts says why).
import type { FastifyInstance } from 'fastify';
import { InvestmentRiskStatus } from '@fund/core/risk';
import type { Database } from '../db/database';
import { CHECK_TEXTS } from '../modules/risk/suitability-service';
import { call, latestCode, signupUser } from '../testing/accounts-kit';
import { at, makeInvestor, openFundIds, openTradingWorld, request, setNav, TRADE_PASSWORD, type Investor } from '../testing/trading-kit';

// A Friday, 10:00 in Beijing: before the 15:00 cut-off, so a buy trades today and confirms on Monday.
const PINNED = at('2026-11-20', '10:00');
const BALANCED_ANSWER = '1:2|2:3|3:3|4:3|5:3|6:3|7:2|8:2|9:2|10:3|11:3|12:3';

describe('one clock: every service reads the app clock', () => {
  let database: Database;
  let app: FastifyInstance;
  let fundId = 0;
  let planFundId = 0;
  const db = () => database.db;

  beforeAll(async () => {
    ({ database, app } = await openTradingWorld(PINNED));
    fundId = (await openFundIds(db(), 301)).at(0) ?? 0;
    planFundId = (await openFundIds(db(), 302, 1, { fixed: true })).at(0) ?? 0;
    await db().updateTable('funds').set({ allow_buy: true, amount_min_buy: '10.00', amount_fixed_min: '10.00' }).where('id', 'in', [fundId, planFundId]).execute();
    await setNav(db(), fundId, '2026-11-20', '1.0000');
  }, 120000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(() => app.clock.set(PINNED));

  it('stands where it was pinned, whatever the wall clock says', async () => {
    const me = await makeInvestor(db());
    const clock = await request(app, me, 'GET', '/dev/clock');
    expect(clock.json()).toEqual({ now: PINNED.toISOString(), date: '2026-11-20' });
  });

  it('expires an SMS code five minutes after it was sent on the app clock, not on the wall clock', async () => {
    const user = await signupUser(app, '13600000716');
    // The signup code went out at the pinned instant; the next may leave a minute later.
    const sentAt = PINNED.getTime() + 2 * 60_000;
    app.clock.set(new Date(sentAt));
    const sent = await call(app, user, 'GET', '/accounts/new_mobile_captcha/?mobile=13600000716');
    expect(sent.statusCode).toBe(200);
    const code = await latestCode(app, user, '13600000716');
    const verify = () => call(app, user, 'GET', `/accounts/verify_mobile_captcha/?mobile=13600000716&captcha=${code}`);

    app.clock.set(new Date(sentAt + 5 * 60_000 - 1_000));
    expect((await verify()).statusCode).toBe(200);
    app.clock.set(new Date(sentAt + 5 * 60_000));
    expect((await verify()).json()).toEqual({ errors: { captcha: ['验证码已过期，请重新获取'] } });
  });

  it('keeps a login across a clock moved a month ahead: logins age in real time', async () => {
    const user = await signupUser(app, '13600000717');
    app.clock.advance({ days: 31 });
    expect((await call(app, user, 'GET', '/accounts/settings/')).statusCode).toBe(200);
  });

  it('dates a risk test by the clock; the risk check and the buy gate agree it expires a year later', async () => {
    const me = await makeInvestor(db());
    expect((await request(app, me, 'POST', '/funds/investment_risk/answer/', { answer: BALANCED_ANSWER })).json().investment_risk).toBe(3);
    const mine = (await request(app, me, 'GET', '/funds/investment_risk/mine/')).json();
    expect([mine.effective_to, mine.investment_risk_status]).toEqual(['2027-11-19', InvestmentRiskStatus.Normal]);

    const check = async () => (await request(app, me, 'POST', '/funds/investment_risk/check/', { fund_id: fundId })).json().action_type;
    const buy = async () => (await request(app, me, 'POST', '/funds/buy/', { fund_id: fundId, bank_card_id: me.cardId, amount: '100.00', password: TRADE_PASSWORD })).json();

    app.clock.set(at('2027-11-19', '23:59'));
    expect(await check()).toBe('');
    app.clock.set(at('2027-11-20', '00:00'));
    expect((await request(app, me, 'GET', '/funds/investment_risk/mine/')).json().investment_risk_status).toBe(InvestmentRiskStatus.Expired);
    expect(await check()).toBe('investment_risk_test');
    expect(await buy()).toEqual({ errors: { investment_risk: [CHECK_TEXTS.testDescription] } });
  });

  it('stamps a buy with the clock: order time, trade and confirm dates, and its record', async () => {
    const me: Investor = await makeInvestor(db());
    const placed = await request(app, me, 'POST', '/funds/buy/', { fund_id: fundId, bank_card_id: me.cardId, amount: '100.00', password: TRADE_PASSWORD });
    expect(placed.statusCode).toBe(200);
    const id = placed.json().id as number;

    const detail = (await request(app, me, 'GET', `/funds/trades/${id}/`)).json();
    expect(detail).toEqual(expect.objectContaining({ apply_date: PINNED.toISOString(), trade_date: '2026-11-20', confirm_date: '2026-11-23' }));
    const records = (await request(app, me, 'GET', '/funds/trades/')).json();
    // The serial number starts with the trade date.
    expect(records.results).toEqual([expect.objectContaining({ id, apply_date: PINNED.toISOString(), serial_number: expect.stringMatching(/^20261120\d{10}$/) })]);
  });

  it('schedules a plan from the clock: the first deduction is the next chosen weekday', async () => {
    const me = await makeInvestor(db());
    const first = await request(app, null, 'GET', `/funds/fixed_investment/first_date/?fund_id=${planFundId}&period_unit=1&trade_date=3`);
    expect(first.json()).toEqual({ first_date: '2026-11-25' });
    const plan = await request(app, me, 'POST', '/funds/fixed_investment/', { fund: planFundId, bank_card: me.cardId, amount: '100.00', password: TRADE_PASSWORD, period_unit: 1, trade_date: 3 });
    expect(plan.json()).toEqual(expect.objectContaining({ first_date: '2026-11-25', next_date: '2026-11-25' }));

    // A week later on the same clock, the same plan would start a week later.
    app.clock.set(at('2026-11-27', '10:00'));
    expect((await request(app, null, 'GET', `/funds/fixed_investment/first_date/?fund_id=${planFundId}&period_unit=1&trade_date=3`)).json()).toEqual({ first_date: '2026-12-02' });
  });
});
