import fc from 'fast-check';
import { addDays } from '../calendar';
import { sellLadder, type FeeSchedule } from './fee-schedule';
import { sellFee } from './fee-charge';
import { sellFeeLines } from './sell-fee-lots';

// 1.5% under 7 days, then 0.5%, 0.25% from a year, nothing from two years.
const schedule: FeeSchedule = { purchase: [], subscription: [], buying: 'purchase', sell: sellLadder('0.005', '1'), t_days_sell: 1 };

const plain = (lines: ReturnType<typeof sellFeeLines>) =>
  lines.map((l) => ({ since: l.since, days: l.days, shares: l.shares.toFixed(2), rate: l.fareRatio, fee: l.fee.toFixed(2) }));

describe('the sell fee lot by lot', () => {
  it('takes the oldest lot first; each lot pays the rate of its own holding period', () => {
    const input = { lots: [{ shares: '500', since: '2025-11-01' }, { shares: '500', since: '2026-11-15' }], alreadySold: '0', shares: '800', nav: '1', tradeDate: '2026-11-20' };
    const fee = sellFee(schedule, input);
    expect(plain(sellFeeLines(fee.parts, input.nav))).toEqual([
      { since: '2025-11-01', days: 384, shares: '500.00', rate: '0.002500', fee: '1.25' },
      { since: '2026-11-15', days: 5, shares: '300.00', rate: '0.015000', fee: '4.50' },
    ]);
    expect(fee.fee.toFixed(2)).toBe('5.75');
  });

  it('skips what earlier sells took, and shows shares with no lot on record as such', () => {
    const input = { lots: [{ shares: '100', since: '2026-11-01' }], alreadySold: '40', shares: '100', nav: '2', tradeDate: '2026-11-20' };
    expect(plain(sellFeeLines(sellFee(schedule, input).parts, input.nav))).toEqual([
      { since: '2026-11-01', days: 19, shares: '60.00', rate: '0.005000', fee: '0.60' },
      { since: null, days: 7, shares: '40.00', rate: '0.005000', fee: '0.40' },
    ]);
  });

  it('the lines always add up to the fee charged, to the fen', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 99999 }), fc.integer({ min: 0, max: 900 })), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 5000, max: 39999 }),
        (lots, percent, navTenThousandths) => {
          const held = lots.map(([cents, age]) => ({ shares: (cents / 100).toFixed(2), since: addDays('2026-11-20', -age) })).sort((a, b) => (a.since < b.since ? -1 : 1));
          const total = lots.reduce((s, [cents]) => s + cents, 0);
          const nav = (navTenThousandths / 10000).toFixed(4);
          const input = { lots: held, alreadySold: '0', shares: (Math.max(1, Math.floor((total * percent) / 100)) / 100).toFixed(2), nav, tradeDate: '2026-11-20' };
          const fee = sellFee(schedule, input);
          const lines = sellFeeLines(fee.parts, nav);
          return lines.reduce((s, l) => s.plus(l.fee), fee.fee.minus(fee.fee)).eq(fee.fee) && lines.every((l) => l.fee.gte(0));
        },
      ),
    );
  });
});
