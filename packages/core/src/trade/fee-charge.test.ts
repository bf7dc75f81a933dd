import fc from 'fast-check';
import { toDecimal } from '../money/decimal';
import { roundHalfUp } from '../money/decimal';
import { FundSubtype } from '../fund/fund-codes';
import type { FeeSchedule, PurchaseTier } from './fee-schedule';
import { fundFeeSchedule, purchaseLadder, sellLadder } from './fee-schedule';
import { advisoryFeeOfDay, purchaseFee, purchaseShares, sellFee, sellRateRange } from './fee-charge';

const terms = (over: Partial<Parameters<typeof fundFeeSchedule>[0]> = {}) =>
  fundFeeSchedule({
    symbol_stype: FundSubtype.Stock,
    fare_ratio_buy: '0.015000',
    discount_rate_buy: '0.2000',
    fare_ratio_sell: '0.005000',
    discount_rate_sell: '1.0000',
    fare_ratio_subscribe: '0.012000',
    discount_rate_subscribe: '0.1000',
    t_days_sell: 1,
    ...over,
  });

const single = (rate: string, discount = '1'): FeeSchedule => ({
  purchase: [{ ...purchaseLadder(rate, discount)[0]!, max_amount: null }],
  subscription: [],
  buying: 'purchase',
  sell: sellLadder('0.005', '1'),
  t_days_sell: 1,
});

/** The formula, written out independently of the module: by the tier the amount falls in. */
function expectedFee(tiers: readonly PurchaseTier[], amount: string): string {
  const x = toDecimal(amount);
  const tier = tiers.find((t) => x.gte(t.min_amount) && (t.max_amount === null || x.lt(t.max_amount)));
  if (!tier) throw new Error('no tier');
  if (tier.fixed_fee !== null) return tier.fixed_fee;
  const rate = toDecimal(tier.fare_ratio).times(tier.discount_rate);
  return x.minus(roundHalfUp(x.div(rate.plus(1)), 2)).toFixed(2);
}

const BOUNDARIES = ['0.01', '999999.99', '1000000.00', '1000000.01', '4999999.99', '5000000.00', '9999999.99', '10000000.00', '10000000.01', '99999999.99'];

describe('purchase fee by tier', () => {
  it('keeps the prospectus golden case: 100,000.00 at 1.2%, NAV 1.1800', () => {
    const q = purchaseFee(single('0.012'), '100000.00');
    expect([q.net.toFixed(2), q.fee.toFixed(2), purchaseShares(q.net, '1.1800').toFixed(2)]).toEqual(['98814.23', '1185.77', '83740.87']);
  });

  it('charges the issue examples by the tier each amount falls in (1.5% with a 0.2 discount)', () => {
    const s = terms();
    const at = (amount: string) => {
      const q = purchaseFee(s, amount);
      return [q.tier.text, q.fee.toFixed(2), q.net.toFixed(2)];
    };
    expect(at('1001000.00')).toEqual(['100万≤金额<500万', '1798.56', '999201.44']);
    expect(at('5001000.00')).toEqual(['500万≤金额<1000万', '2998.80', '4998001.20']);
    expect(at('10000000.00')).toEqual(['金额≥1000万', '1000.00', '9999000.00']);
    expect(at('10000.00')).toEqual(['金额<100万', '29.91', '9970.09']);
  });

  it('saves against the undiscounted rate of the same tier, and nothing on a fixed fee', () => {
    const s = terms();
    // 1,001,000.00 at 0.9%: fee 8,928.64; at 0.18%: 1,798.56.
    expect(purchaseFee(s, '1001000.00').saved_fee.toFixed(2)).toBe('7130.08');
    expect(purchaseFee(s, '10000000.00').saved_fee.toFixed(2)).toBe('0.00');
  });

  it('pays the subscription tiers during the subscription period', () => {
    const s = terms({ subscription_status: 1 });
    expect(s.buying).toBe('subscription');
    // 10,000.00 at 1.2% × 0.1 = 0.12%.
    expect(purchaseFee(s, '10000.00').fee.toFixed(2)).toBe('11.99');
  });

  it('charges nothing for money funds, the cash treasure and a class listing no purchase rate', () => {
    for (const s of [terms({ symbol_stype: FundSubtype.Money }), terms({ is_bao: true }), terms({ fare_ratio_buy: '0.000000', charge_mode: 1 })]) {
      expect(purchaseFee(s, '20000000.00').fee.toFixed(2)).toBe('0.00');
    }
  });

  it('at every boundary and at random amounts: the formula of its tier, fee + net = amount, no negative fee or saving', () => {
    const amount = fc.oneof(
      fc.constantFrom(...BOUNDARIES),
      fc.integer({ min: 1, max: 20_000_000_00 }).map((c) => toDecimal(c).div(100).toFixed(2)),
      fc.tuple(fc.constantFrom(...BOUNDARIES), fc.integer({ min: -500, max: 500 })).map(([b, d]) => {
        const x = toDecimal(b).plus(toDecimal(d).div(100));
        return (x.gt(0) ? x : toDecimal('0.01')).toFixed(2);
      }),
    );
    const rate = fc.constantFrom('0.015000', '0.012000', '0.010000', '0.008000', '0.006000');
    const discount = fc.constantFrom('0.1000', '0.2000', '0.5000', '1.0000');
    fc.assert(
      fc.property(amount, rate, discount, (a, r, d) => {
        const s = terms({ fare_ratio_buy: r, discount_rate_buy: d });
        const q = purchaseFee(s, a);
        expect(q.fee.toFixed(2)).toBe(expectedFee(s.purchase, a));
        expect(q.fee.plus(q.net).eq(a)).toBe(true);
        expect(q.fee.gte(0)).toBe(true);
        expect(q.saved_fee.gte(0)).toBe(true);
      }),
    );
  });

  it('never charges more than a fen extra when an amount crosses into a cheaper tier', () => {
    const rate = fc.constantFrom('0.015000', '0.012000', '0.010000', '0.008000');
    const discount = fc.constantFrom('0.1000', '0.2000', '1.0000');
    fc.assert(
      fc.property(rate, discount, (r, d) => {
        const s = terms({ fare_ratio_buy: r, discount_rate_buy: d });
        for (const edge of ['1000000.00', '5000000.00', '10000000.00']) {
          const below = purchaseFee(s, toDecimal(edge).minus('0.01').toFixed(2)).fee;
          expect(purchaseFee(s, edge).fee.lte(below.plus('0.01'))).toBe(true);
        }
      }),
    );
  });
});

describe('sell fee by holding period', () => {
  const s = terms({ discount_rate_sell: '0.5000' });
  const lots = [
    { shares: '1000.00', since: '2023-11-01' }, // over 2 years on 2026-11-20: free
    { shares: '1000.00', since: '2025-06-01' }, // 1-2 years: 0.25% × 0.5
    { shares: '1000.00', since: '2026-05-01' }, // 7 days - 1 year: 0.5% × 0.5
    { shares: '1000.00', since: '2026-11-18' }, // under 7 days: 1.5%, never discounted
  ];
  const sell = (shares: string, alreadySold = '0') => sellFee(s, { lots, alreadySold, shares, nav: '1.2000', tradeDate: '2026-11-20' });

  it('takes the oldest lots first and charges each by its tier, rounded once', () => {
    expect(sell('1000.00').fee.toFixed(2)).toBe('0.00');
    // 1000 × 1.2 × 0.00125 = 1.50
    expect(sell('2000.00').fee.toFixed(2)).toBe('1.50');
    // + 1000 × 1.2 × 0.0025 = 3.00; + 1000 × 1.2 × 0.015 = 18.00
    expect(sell('4000.00').fee.toFixed(2)).toBe('22.50');
    expect(sell('4000.00').parts.map((p) => p.tier.text)).toEqual(['持有期≥2年', '1年≤持有期<2年', '7天≤持有期<1年', '持有期<7天']);
    expect(sell('4000.00').tier).toBeNull();
    expect(sell('500.00').tier?.text).toBe('持有期≥2年');
  });

  it('skips the shares earlier sells took', () => {
    // The first 2,500 are gone: 500 at 0.25% × 1.2 = 1.50, 1000 at 1.5% × 1.2 = 18.00.
    expect(sell('1500.00', '2500.00').fee.toFixed(2)).toBe('19.50');
  });

  it('rounds the sum once, half-up', () => {
    // 3 parts of 0.01 share at 1.5% each would be 0.00018 each: 0.00 in total, not three roundings.
    const fee = sellFee(s, { lots: [{ shares: '0.01', since: '2026-11-20' }, { shares: '0.01', since: '2026-11-20' }, { shares: '0.01', since: '2026-11-20' }], alreadySold: '0', shares: '0.03', nav: '1', tradeDate: '2026-11-20' });
    expect(fee.fee.toFixed(2)).toBe('0.00');
  });

  it('reports the saving against the undiscounted rates and the range of rates applied', () => {
    const q = sell('4000.00');
    // Undiscounted: 3.00 + 6.00 + 18.00 = 27.00.
    expect([q.list_fee.toFixed(2), q.saved_fee.toFixed(2)]).toEqual(['27.00', '4.50']);
    expect(sellRateRange(s, q.parts)).toEqual({ min: '0.000000', max: '0.015000' });
    expect(sellRateRange(s, sell('1000.00', '1000.00').parts)).toEqual({ min: '0.001250', max: '0.001250' });
    expect(sellRateRange(s)).toEqual({ min: '0.000000', max: '0.015000' });
  });

  it('charges nothing on a money fund at any holding period', () => {
    const money = terms({ symbol_stype: FundSubtype.Money });
    expect(sellFee(money, { lots: [{ shares: '100', since: '2026-11-20' }], alreadySold: 0, shares: '100', nav: '1', tradeDate: '2026-11-20' }).fee.toFixed(2)).toBe('0.00');
  });
});

describe('advisory fee', () => {
  it('accrues worth × annual ratio / 365, half-up to the fen', () => {
    // 100,000 × 0.5% / 365 = 1.3698...
    expect(advisoryFeeOfDay('100000.00', '0.005').toFixed(2)).toBe('1.37');
  });
});
