import fc from 'fast-check';
import { roundHalfUp, toDecimal } from '../../money';
import { INCOME_CAUSES, splitHoldingIncome, splitIncome, type IncomeSplitHolding } from './income-split';

const held = (over: Partial<IncomeSplitHolding>): IncomeSplitHolding => ({
  fundId: 1, portfolioId: 0, income: '0.00', isBao: false, shares: '0', navBefore: '1.0000', navAfter: '1.0000',
  boughtShares: '0', reinvestedShares: '0', exDividendPerShare: '0', ...over,
});

describe('income split by cause', () => {
  it('a buy confirmed on the day earns its part of the NAV move', () => {
    // 1000 shares held, 500 confirmed: 1500 × 0.0123 = 18.45, of which the new 500 earned 6.15.
    const r = splitHoldingIncome(held({ income: '18.45', shares: '1500.00', navBefore: '1.2000', navAfter: '1.2123', boughtShares: '500.00' }));
    expect(r.causes.buy.toFixed(2)).toBe('6.15');
    expect(r.causes.nav.toFixed(2)).toBe('12.30');
    expect(r.navChange?.toFixed(4)).toBe('0.0123');
  });

  it('the ex-dividend drop is the dividend’s, not a market loss', () => {
    // 1000 shares, the fund paid 0.05 a share: the unit NAV fell 0.04 though the market added 0.01.
    const r = splitHoldingIncome(held({ income: '-40.00', shares: '1000.00', navBefore: '1.5000', navAfter: '1.4600', exDividendPerShare: '0.0500' }));
    expect(r.causes.dividend.toFixed(2)).toBe('-50.00');
    expect(r.causes.nav.toFixed(2)).toBe('10.00');
  });

  it('the cash treasure’s income is its yield', () => {
    const r = splitHoldingIncome(held({ income: '0.83', isBao: true, navBefore: null, navAfter: null }));
    expect(r.causes.yield.toFixed(2)).toBe('0.83');
    expect(r.causes.nav.toFixed(2)).toBe('0.00');
    expect(r.navChange).toBeNull();
  });

  const fen = fc.integer({ min: -5_000_000, max: 5_000_000 }).map((n) => toDecimal(n).div(100).toFixed(2));
  const shares = fc.integer({ min: 0, max: 100_000_000 }).map((n) => toDecimal(n).div(100).toFixed(2));
  const nav = fc.integer({ min: 1000, max: 90000 }).map((n) => toDecimal(n).div(10000).toFixed(4));
  const holding = fc.record({
    fundId: fc.integer({ min: 1, max: 50 }), portfolioId: fc.constant(0), isBao: fc.boolean(), shares, navBefore: nav, navAfter: nav,
    boughtShares: shares, reinvestedShares: shares, exDividendPerShare: fc.constantFrom('0', '0.0100', '0.2500'),
  }).map((h) => ({ ...h, income: roundHalfUp(toDecimal(h.shares).times(toDecimal(h.navAfter).minus(h.navBefore)), 2).toFixed(2) }));

  it('sums exactly to the recorded income, per holding and over the account, to the fen', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(holding, holding.map((h) => ({ ...h, income: '0.00' })), fc.record({ income: fen }).map((x) => held(x))), { maxLength: 12 }), (hs) => {
        const r = splitIncome(hs);
        const recorded = hs.reduce((s, h) => s.plus(h.income), toDecimal(0));
        expect(r.total.eq(recorded)).toBe(true);
        for (const h of r.holdings) {
          const sum = INCOME_CAUSES.reduce((s, c) => s.plus(h.causes[c]), toDecimal(0));
          expect(sum.eq(h.income)).toBe(true);
          for (const c of INCOME_CAUSES) expect(h.causes[c].eq(roundHalfUp(h.causes[c], 2))).toBe(true);
        }
        const byCause = INCOME_CAUSES.reduce((s, c) => s.plus(r.causes[c]), toDecimal(0));
        expect(byCause.eq(r.total)).toBe(true);
        const byHolding = r.holdings.reduce((s, h) => s.plus(h.income), toDecimal(0));
        expect(byHolding.eq(r.total)).toBe(true);
      }),
    );
  });
});
