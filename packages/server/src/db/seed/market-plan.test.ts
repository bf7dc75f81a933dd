import { createHash } from 'node:crypto';
import { FundSubtype, SubscriptionStatus } from '@fund/core/fund';
import { isTradingDay, tradingDays } from '../../market-model/calendar';
import { buildMarketPlan } from './market-plan';

const AS_OF = '2026-11-20';
const digest = (value: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(value, (_k, v: unknown) => (v instanceof Date ? v.toISOString() : v)))
    .digest('hex');

describe('the demo market plan', () => {
  const plan = buildMarketPlan(AS_OF);

  it('is identical on every run for the same as-of date', () => {
    expect(digest(buildMarketPlan(AS_OF))).toBe(digest(plan));
  });

  it('has at least 200 funds, all named as demo, over every subtype', () => {
    expect(plan.funds.length).toBeGreaterThanOrEqual(200);
    expect(plan.funds.every((f) => f.row.abbr_name.startsWith('演示'))).toBe(true);
    const stypes = new Set(plan.funds.map((f) => f.row.symbol_stype));
    for (const stype of Object.values(FundSubtype)) expect(stypes).toContain(stype);
  });

  it('has more than 3 years of daily NAV on trading days only', () => {
    const full = plan.funds.find((f) => f.navs.length === plan.days.length);
    expect(full).toBeDefined();
    expect(plan.days[0]! <= '2023-11-20').toBe(true);
    expect(plan.days.every(isTradingDay)).toBe(true);
  });

  it('gives money funds a 7-day yield and income per 10,000 with NAV 1', () => {
    const money = plan.funds.filter((f) => f.row.symbol_stype === FundSubtype.Money && f.navs.length > 0);
    expect(money.length).toBeGreaterThan(5);
    for (const m of money) {
      expect(m.row.net_value).toBe('1.0000');
      expect(m.row.year_yld).toMatch(/^\d+\.\d{4}$/);
      expect(m.row.tenthou_unit_incm).toMatch(/^\d+\.\d{4}$/);
    }
    expect(plan.funds.filter((f) => f.row.is_bao)).toHaveLength(1);
  });

  it('has funds in subscription and before sale with dates around the as-of date, and paused or undistributed ones', () => {
    const inPeriod = plan.funds.filter((f) => f.row.subscription_status === SubscriptionStatus.SubscriptionPeriod);
    const before = plan.funds.filter((f) => f.row.subscription_status === SubscriptionStatus.BeforeSale);
    expect(inPeriod.length).toBeGreaterThan(0);
    expect(before.length).toBeGreaterThan(0);
    const now = new Date(`${AS_OF}T12:00:00+08:00`).getTime();
    for (const f of inPeriod) {
      expect(Date.parse(f.row.subscribe_start_at!)).toBeLessThan(now);
      expect(Date.parse(f.row.subscribe_end_at!)).toBeGreaterThan(now);
    }
    for (const f of before) expect(Date.parse(f.row.subscribe_start_at!)).toBeGreaterThan(now);
    expect(plan.funds.some((f) => f.row.allow_trade && !f.row.allow_buy)).toBe(true);
    expect(plan.funds.some((f) => f.row.allow_trade && !f.row.allow_sell)).toBe(true);
    expect(plan.funds.some((f) => !f.row.allow_trade)).toBe(true);
  });

  it('gives indexes PE/PB history and percentiles', () => {
    for (const ix of plan.indexes) {
      expect(ix.series.rows.length).toBe(plan.days.length);
      expect(Number(ix.row.pe_percentile)).toBeGreaterThanOrEqual(0);
      expect(Number(ix.row.pe_percentile)).toBeLessThanOrEqual(100);
    }
  });
});

describe('the exchange calendar', () => {
  it('skips weekends and public holidays', () => {
    expect(isTradingDay('2024-10-01')).toBe(false); // National Day
    expect(isTradingDay('2025-01-29')).toBe(false); // Spring Festival
    expect(isTradingDay('2024-06-08')).toBe(false); // a Saturday
    expect(isTradingDay('2024-10-08')).toBe(true);
    expect(tradingDays('2024-09-30', '2024-10-08')).toEqual(['2024-09-30', '2024-10-08']);
  });
});
