import fc from 'fast-check';
import { addDays } from '../calendar';
import { sellLadder, type FeeSchedule } from './fee-schedule';
import { sellFee } from './fee-charge';
import { nextSellFeeDrop } from './sell-fee-drop';

// 1.5% under 7 days, then 0.5%, 0.25% from a year, nothing from two years.
const schedule: FeeSchedule = { purchase: [], subscription: [], buying: 'purchase', sell: sellLadder('0.005', '1'), t_days_sell: 1 };

describe('the next date a sell costs less', () => {
  it('a lot held 5 days pays 1.5% today and 0.5% from its 7th day', () => {
    const drop = nextSellFeeDrop(schedule, { lots: [{ shares: '1000', since: '2026-11-15' }], alreadySold: '0', shares: '1000', nav: '1.2', tradeDate: '2026-11-20' });
    expect(drop && { date: drop.date, fee: drop.fee.toFixed(2), saving: drop.saving.toFixed(2) }).toEqual({ date: '2026-11-22', fee: '6.00', saving: '12.00' });
  });

  it('takes the oldest lot first and waits only for the young lot the sell reaches', () => {
    const input = { lots: [{ shares: '500', since: '2025-11-01' }, { shares: '500', since: '2026-11-18' }], alreadySold: '0', shares: '800', nav: '1', tradeDate: '2026-11-20' };
    expect(sellFee(schedule, input).fee.toFixed(2)).toBe('5.75');
    const drop = nextSellFeeDrop(schedule, input);
    expect(drop && { date: drop.date, fee: drop.fee.toFixed(2), saving: drop.saving.toFixed(2) }).toEqual({ date: '2026-11-25', fee: '2.75', saving: '3.00' });
  });

  it('says nothing when the sell is already free', () => {
    expect(nextSellFeeDrop(schedule, { lots: [{ shares: '100', since: '2020-01-01' }], alreadySold: '0', shares: '100', nav: '1', tradeDate: '2026-11-20' })).toBeNull();
  });

  it('no earlier day is cheaper than the date it names, and that date is cheaper than today', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 800 })), { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 100 }), (lots, percent) => {
        const held = lots.map(([shares, age]) => ({ shares: String(shares), since: addDays('2026-11-20', -age) })).sort((a, b) => (a.since < b.since ? -1 : 1));
        const total = lots.reduce((s, [shares]) => s + shares, 0);
        const input = { lots: held, alreadySold: '0', shares: String(Math.max(1, Math.floor((total * percent) / 100))), nav: '1.05', tradeDate: '2026-11-20' };
        const today = sellFee(schedule, input).fee;
        const drop = nextSellFeeDrop(schedule, input);
        for (let d = 1; d <= 800; d += 1) {
          const date = addDays('2026-11-20', d);
          if (drop && date >= drop.date) break;
          if (sellFee(schedule, { ...input, tradeDate: date }).fee.lt(today)) return false;
        }
        return drop === null || drop.fee.lt(today);
      }),
      { numRuns: 30 },
    );
  });
});
