import { CASH_PRIZE_MAX, CampaignKind, campaignPhase, type CampaignDef } from './campaign-kinds';
import { COMPLIANCE_TEXTS, complianceRefusal } from './campaign-compliance';
import { playsLeft } from './campaign-limits';
import { checkinCoins, checkinStreak } from './checkin-streak';

const base: CampaignDef = {
  code: 'x',
  kind: CampaignKind.Guess,
  name: '竞猜',
  begin_at: '2026-11-20T00:00:00.000Z',
  bet_end_at: '2026-11-21T00:00:00.000Z',
  settle_at: '2026-11-22T00:00:00.000Z',
  end_at: '2026-11-30T00:00:00.000Z',
  prize: { kind: 'coins', coins: 100, basis: 'fixed' },
  budget: 10,
  per_user_daily: 1,
  per_user_total: 3,
  entry_coins: 10,
  rules: {},
};

describe('campaign window', () => {
  it.each([
    ['2026-11-19T23:59:59.000Z', 'upcoming'],
    ['2026-11-20T00:00:00.000Z', 'open'],
    ['2026-11-21T00:00:00.000Z', 'closed'],
    ['2026-11-22T00:00:00.000Z', 'settled'],
    ['2026-11-30T00:00:00.000Z', 'ended'],
  ])('at %s the campaign is %s', (t, phase) => {
    expect(campaignPhase(base, new Date(t))).toBe(phase);
  });
});

describe('compliance as code', () => {
  it('a fixed coin prize with coin entry may run', () => {
    expect(complianceRefusal(base)).toBeNull();
  });
  it('never fund units', () => {
    expect(complianceRefusal({ ...base, prize: { ...base.prize, kind: 'fund_units' } })).toBe(COMPLIANCE_TEXTS.fundUnits);
  });
  it('never a prize growing with the amount traded', () => {
    expect(complianceRefusal({ ...base, kind: CampaignKind.TradeStat, prize: { ...base.prize, basis: 'per_trade_amount' } })).toBe(COMPLIANCE_TEXTS.scalesWithAmount);
  });
  it('trade-volume campaigns give coins or fee coupons, never cash', () => {
    expect(complianceRefusal({ ...base, kind: CampaignKind.TradeStat, prize: { ...base.prize, kind: 'cash' } })).toBe(COMPLIANCE_TEXTS.tradeVolumeCash);
    expect(complianceRefusal({ ...base, kind: CampaignKind.Bargain, prize: { kind: 'coupon', coins: 0, basis: 'fixed', coupon: { name: '券', amount: '5.00', expense_min: '100.00', days: 30 } } })).toBeNull();
  });
  it('cash only as a small fixed red packet, to the fen, never on a trade-volume campaign', () => {
    const cash = (yuan?: string) => ({ ...base.prize, kind: 'cash' as const, ...(yuan === undefined ? {} : { cash: yuan }) });
    expect(complianceRefusal({ ...base, kind: CampaignKind.Rain, prize: cash('1.88') })).toBeNull();
    expect(complianceRefusal({ ...base, kind: CampaignKind.Quiz, prize: cash(CASH_PRIZE_MAX) })).toBeNull();
    expect([undefined, '0', '0.00', '8.89', '100', '1.888', '-1', 'abc'].map((y) => complianceRefusal({ ...base, kind: CampaignKind.Rain, prize: cash(y) }))).toEqual(Array(8).fill(COMPLIANCE_TEXTS.cash));
    expect(complianceRefusal({ ...base, kind: CampaignKind.Bargain, prize: cash('1.88') })).toBe(COMPLIANCE_TEXTS.tradeVolumeCash);
    expect(complianceRefusal({ ...base, kind: CampaignKind.Rain, prize: { ...cash('1.88'), basis: 'per_trade_amount' } })).toBe(COMPLIANCE_TEXTS.scalesWithAmount);
  });
  it('a coupon prize names its coupon; budgets, limits and windows are sane', () => {
    expect(complianceRefusal({ ...base, prize: { kind: 'coupon', coins: 0, basis: 'fixed' } })).toBe(COMPLIANCE_TEXTS.couponMissing);
    expect(complianceRefusal({ ...base, budget: 0 })).toBe(COMPLIANCE_TEXTS.budget);
    expect(complianceRefusal({ ...base, per_user_daily: 0 })).toBe(COMPLIANCE_TEXTS.limits);
    expect(complianceRefusal({ ...base, entry_coins: -1 })).toBe(COMPLIANCE_TEXTS.entry);
    expect(complianceRefusal({ ...base, settle_at: '2026-11-20T12:00:00.000Z' })).toBe(COMPLIANCE_TEXTS.window);
  });
});

describe('per-user limits', () => {
  it('the smaller of today and in all', () => {
    expect(playsLeft(base, { today: 0, total: 0 })).toBe(1);
    expect(playsLeft(base, { today: 1, total: 1 })).toBe(0);
    expect(playsLeft(base, { today: 0, total: 3 })).toBe(0);
    expect(playsLeft({ per_user_daily: 5, per_user_total: 10 }, { today: 2, total: 8 })).toBe(2);
  });
});

describe('check-in streak', () => {
  it('counts days in a row ending today or yesterday', () => {
    expect(checkinStreak([], '2026-11-20')).toBe(0);
    expect(checkinStreak(['2026-11-18', '2026-11-19', '2026-11-20'], '2026-11-20')).toBe(3);
    expect(checkinStreak(['2026-11-18', '2026-11-19'], '2026-11-20')).toBe(2);
    expect(checkinStreak(['2026-11-17', '2026-11-19', '2026-11-20'], '2026-11-20')).toBe(2);
    expect(checkinStreak(['2026-11-30', '2026-12-01'], '2026-12-01')).toBe(2);
  });
  it('pays 5 5 10 10 15 15 30 and starts over on day 8', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(checkinCoins)).toEqual([5, 5, 10, 10, 15, 15, 30, 5]);
  });
});
