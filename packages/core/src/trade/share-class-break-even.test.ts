import fc from 'fast-check';
import { purchaseLadder, sellLadder } from './fee-schedule';
import { shareClassBreakEven, shareClassHoldingCost, type ShareClassTerms } from './share-class-break-even';

const classA = (buy: string, discount: string, sell: string): ShareClassTerms => ({
  schedule: { purchase: purchaseLadder(buy, discount), subscription: [], buying: 'purchase', sell: sellLadder(sell, '1'), t_days_sell: 1 },
  serviceRate: '0',
});
const classC = (service: string, sell: string): ShareClassTerms => ({
  schedule: { purchase: purchaseLadder('0', '1'), subscription: [], buying: 'purchase', sell: sellLadder(sell, '1'), t_days_sell: 1 },
  serviceRate: service,
});

describe('when an A class becomes cheaper than its C class', () => {
  it('10,000 yuan, A at 1.5% with 10% off, C at 0.4% a year, both selling at 0.5%: from day 137', () => {
    // A: buy fee 10000 − 10000/1.0015 = 14.98, net 9985.02; sell at 0.5% from 7 days: 49.93; in all 64.91.
    // C: no buy fee; sell 0.5% of 10000 = 50.00; service 10000 × 0.004 × d / 365.
    // C dearer when 50 + 40d/365 > 64.91, i.e. d > 136.05: day 137 (and within 7 days A pays 1.5% too).
    const a = classA('0.015', '0.1', '0.005');
    const c = classC('0.004', '0.005');
    expect(shareClassHoldingCost(a, '10000', 137).toFixed(2)).toBe('64.91');
    expect(shareClassHoldingCost(c, '10000', 136).lt('64.91')).toBe(true);
    expect(shareClassHoldingCost(c, '10000', 137).gt('64.91')).toBe(true);
    expect(shareClassBreakEven(a, c, '10000')).toBe(137);
  });

  it('the break-even shortens as the service fee rises and never exists without one', () => {
    const a = classA('0.015', '0.1', '0.005');
    expect(shareClassBreakEven(a, classC('0.008', '0.005'), '10000')).toBe(69);
    expect(shareClassBreakEven(a, classC('0', '0.005'), '10000')).toBeNull();
  });

  it('is the first day when A has no purchase fee: C has accrued its service fee by then', () => {
    expect(shareClassBreakEven(classA('0', '1', '0.005'), classC('0.004', '0.005'), '10000')).toBe(1);
  });

  it('from the day it names, A costs less on every longer holding, and not on the day before', () => {
    const rate = (max: number) => fc.integer({ min: 0, max }).map((n) => (n / 1_000_000).toFixed(6));
    fc.assert(
      fc.property(rate(20000), fc.constantFrom('0.1000', '0.2000', '1.0000'), rate(10000), rate(10000), rate(10000), fc.integer({ min: 100, max: 20_000_000 }), (buy, discount, sellA, sellC, service, fen) => {
        const a = classA(buy, discount, sellA);
        const c = classC(service, sellC);
        const amount = (fen / 100).toFixed(2);
        const days = shareClassBreakEven(a, c, amount);
        const cheaper = (d: number) => shareClassHoldingCost(a, amount, d).lt(shareClassHoldingCost(c, amount, d));
        if (days === null) return Number(service) === 0;
        // Between tier changes C's extra cost only grows, so checking the day itself and every later day a
        // tier changes (and the day before it) covers all longer holdings; the day before must not be cheaper.
        const changes = [...a.schedule.sell, ...c.schedule.sell].flatMap((t) => [t.min_days - 1, t.min_days]);
        const later = [days, days + 1, ...changes, Math.max(days, 730) + 365].filter((d) => d >= days);
        return later.every(cheaper) && (days === 0 || !cheaper(days - 1));
      }),
      { numRuns: 100 },
    );
  });
});
