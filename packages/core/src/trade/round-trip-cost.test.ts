import fc from 'fast-check';
import { purchaseLadder, sellLadder, type FeeSchedule } from './fee-schedule';
import { purchaseFee } from './fee-charge';
import { roundTripCosts } from './round-trip-cost';

// 1.5% listed, 10% of it charged (0.15%); sells 1.5% under 7 days, then 0.5%, 0.25% from a year, nothing from two.
const schedule: FeeSchedule = { purchase: purchaseLadder('0.015', '0.1'), subscription: [], buying: 'purchase', sell: sellLadder('0.005', '1'), t_days_sell: 1 };

describe('what a buy costs if sold again', () => {
  it('¥10,000 at 0.15%: the buy fee, then each holding period\'s sell fee on the net amount', () => {
    const rows = roundTripCosts(schedule, '10000.00').map((r) => [r.holding, r.buy_fee.toFixed(2), r.sell_fee.toFixed(2), r.total.toFixed(2)]);
    expect(rows).toEqual([
      ['持有期<7天', '14.98', '149.78', '164.76'],
      ['7天≤持有期<1年', '14.98', '49.93', '64.91'],
      ['1年≤持有期<2年', '14.98', '24.96', '39.94'],
      ['持有期≥2年', '14.98', '0.00', '14.98'],
    ]);
  });

  it('is empty for nothing to buy', () => {
    expect(roundTripCosts(schedule, '0')).toEqual([]);
  });

  it('sums exactly, the first week costs the regulatory 1.5%, and two years cost only the buy', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000_000 }), (fen) => {
        const amount = (fen / 100).toFixed(2);
        const rows = roundTripCosts(schedule, amount);
        const net = purchaseFee(schedule, amount).net;
        const week = rows[0]!;
        const held = rows[rows.length - 1]!;
        return (
          rows.every((r) => r.total.eq(r.buy_fee.plus(r.sell_fee))) &&
          week.sell_fee.minus(net.times('0.015')).abs().lte('0.005') &&
          held.sell_fee.eq(0) &&
          rows.every((r, i) => i === 0 || r.total.lte(rows[i - 1]!.total))
        );
      }),
    );
  });
});
