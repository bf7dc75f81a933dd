import { FundSubtype } from '@fund/core/fund';
import { dailyReturnMicro, publishedNav } from './published-nav';

const stockFund = { fundId: 17, stype: Number(FundSubtype.Stock), netValue: '1.2000', netCumulative: '1.5000' };

describe('the NAV a fund publishes past the seeded history', () => {
  it('moves a stock fund by the same deterministic return for the same fund and day, and differently on other days', () => {
    const monday = publishedNav(stockFund, '2026-12-07');
    expect(publishedNav(stockFund, '2026-12-07')).toEqual(monday);
    const week = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'].map((day) => publishedNav(stockFund, day).netValue);
    expect(new Set(week).size).toBeGreaterThan(1);
    expect(week.some((nav) => nav !== '1.2000')).toBe(true);
  });

  it('keeps the cumulative NAV the same distance above the NAV and states the day\'s percent to 2 places', () => {
    const nav = publishedNav(stockFund, '2026-12-08');
    const e4 = (t: string) => Math.round(Number(t) * 10000);
    expect(e4(nav.netCumulative) - e4(nav.netValue)).toBe(3000);
    expect(nav.percent).toMatch(/^-?\d+\.\d{2}$/);
    const expected = ((e4(nav.netValue) / 12000 - 1) * 100).toFixed(2);
    expect(Math.abs(Number(nav.percent) - Number(expected))).toBeLessThan(0.011);
  });

  it('stays within a plausible daily move for each kind: bond funds barely move, money funds not at all', () => {
    const days = Array.from({ length: 60 }, (_, i) => `2027-0${1 + Math.floor(i / 28)}-${String(1 + (i % 28)).padStart(2, '0')}`);
    const bond = days.map((day) => Math.abs(dailyReturnMicro(5, Number(FundSubtype.Bond), day)));
    const stock = days.map((day) => Math.abs(dailyReturnMicro(5, Number(FundSubtype.Stock), day)));
    expect(Math.max(...bond)).toBeLessThan(5000);
    expect(Math.max(...stock)).toBeLessThan(100000);
    expect(Math.max(...stock)).toBeGreaterThan(Math.max(...bond));
    expect(days.map((day) => dailyReturnMicro(5, Number(FundSubtype.Money), day))).toEqual(days.map(() => 0));
  });
});
