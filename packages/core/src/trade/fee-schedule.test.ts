import fc from 'fast-check';
import { FundSubtype } from '../fund/fund-codes';
import { sellTierOf } from './fee-charge';
import type { FeeSchedule, FeeTerms } from './fee-schedule';
import { SHORT_HOLD_DAYS, SHORT_HOLD_SELL_RATE, fundFeeSchedule } from './fee-schedule';
import { validateFeeSchedule } from './fee-schedule-check';

const stock: FeeTerms = {
  symbol_stype: FundSubtype.Stock,
  fare_ratio_buy: '0.015000',
  discount_rate_buy: '0.1000',
  fare_ratio_sell: '0.005000',
  discount_rate_sell: '1.0000',
  fare_ratio_subscribe: '0.012000',
  discount_rate_subscribe: '0.1000',
  t_days_sell: 1,
};

describe('a fund fee schedule', () => {
  it('cuts the listed purchase rate by amount, discounts each tier, and charges a fixed fee from 10 million', () => {
    const s = fundFeeSchedule(stock);
    expect(s.purchase.map((t) => [t.text, t.fare_ratio, t.discounted_fare_ratio, t.fixed_fee])).toEqual([
      ['金额<100万', '0.015000', '0.001500', null],
      ['100万≤金额<500万', '0.009000', '0.000900', null],
      ['500万≤金额<1000万', '0.003000', '0.000300', null],
      ['金额≥1000万', '0.000000', '0.000000', '1000.00'],
    ]);
    expect(s.purchase.map((t) => [t.min_amount, t.max_amount])).toEqual([
      ['0.00', '1000000.00'],
      ['1000000.00', '5000000.00'],
      ['5000000.00', '10000000.00'],
      ['10000000.00', null],
    ]);
    expect(s.subscription.map((t) => t.discounted_fare_ratio)).toEqual(['0.001200', '0.000720', '0.000240', '0.000000']);
    expect(s.buying).toBe('purchase');
  });

  it('charges 1.5% under 7 days, then the fund rate, half after a year and nothing after two', () => {
    const s = fundFeeSchedule(stock);
    expect(s.sell.map((t) => [t.text, t.min_days, t.max_days, t.fare_ratio])).toEqual([
      ['持有期<7天', 0, 7, '0.015000'],
      ['7天≤持有期<1年', 7, 365, '0.005000'],
      ['1年≤持有期<2年', 365, 730, '0.002500'],
      ['持有期≥2年', 730, null, '0.000000'],
    ]);
  });

  it('has one free tier for money funds and the cash treasure', () => {
    for (const s of [fundFeeSchedule({ ...stock, symbol_stype: FundSubtype.Money }), fundFeeSchedule({ ...stock, is_bao: true })]) {
      expect(s.purchase.map((t) => [t.text, t.discounted_fare_ratio, t.fixed_fee])).toEqual([['不限金额', '0.000000', null]]);
      expect(s.sell.map((t) => [t.text, t.fare_ratio])).toEqual([['不限持有期', '0.000000']]);
    }
  });
});

describe('validateFeeSchedule', () => {
  it('accepts the ladders it builds', () => {
    expect(validateFeeSchedule(fundFeeSchedule(stock), stock)).toEqual([]);
    const money = { ...stock, symbol_stype: FundSubtype.Money };
    expect(validateFeeSchedule(fundFeeSchedule(money), money)).toEqual([]);
    const classC = { ...stock, charge_mode: 1, fare_ratio_buy: '0', fare_ratio_subscribe: '0' };
    expect(validateFeeSchedule(fundFeeSchedule(classC), classC)).toEqual([]);
  });

  const broken = (change: (s: FeeSchedule) => void): string[] => {
    const s = fundFeeSchedule(stock);
    change(s);
    return validateFeeSchedule(s, stock);
  };

  it('finds gaps, overlaps, an open top and a start above zero', () => {
    expect(broken((s) => void (s.purchase[1]!.min_amount = '1000000.01')).join()).toContain('不衔接');
    expect(broken((s) => void (s.purchase[2]!.min_amount = '4000000.00')).join()).toContain('不衔接');
    expect(broken((s) => void (s.purchase[3]!.max_amount = '20000000.00')).join()).toContain('最后一档有上限');
    expect(broken((s) => void (s.purchase[0]!.min_amount = '100.00')).join()).toContain('不从0元开始');
    expect(broken((s) => void (s.sell[1]!.min_days = 8)).join()).toContain('不衔接');
  });

  it('finds a rate rising with the amount or the holding period, and a fixed fee above the tier before it', () => {
    expect(broken((s) => void (s.purchase[2]!.fare_ratio = '0.020000')).join()).toContain('费率反而更高');
    expect(broken((s) => void (s.purchase[3]!.fixed_fee = '5000.00')).join()).toContain('手续费反而增加');
    expect(broken((s) => void (s.sell[3]!.discounted_fare_ratio = '0.010000')).join()).toContain('持有更久费率反而更高');
    expect(broken((s) => void (s.purchase[0]!.discount_rate = '1.5000')).join()).toContain('折扣');
  });

  it('finds a money fund that charges, and a C class with a purchase fee', () => {
    const money = { ...stock, symbol_stype: FundSubtype.Money };
    expect(validateFeeSchedule(fundFeeSchedule(stock), money).join()).toContain('货币/理财类基金不应收取费用');
    expect(validateFeeSchedule(fundFeeSchedule(stock), { ...stock, charge_mode: 1 }).join()).toContain('C类份额');
  });
});

describe('the short-hold sell fee', () => {
  it('charges 1.5%, never discounted, for a holding sold within 7 days, whatever the fund lists', () => {
    const rate = fc.constantFrom('0.005000', '0.002500', '0.001000', '0.000000');
    const discount = fc.constantFrom('1.0000', '0.5000', '0.1000', '0.0000');
    const stype = fc.constantFrom(FundSubtype.Stock, FundSubtype.Mixed, FundSubtype.Bond, FundSubtype.Index, FundSubtype.Qdii);
    fc.assert(
      fc.property(rate, discount, stype, fc.integer({ min: 0, max: 400 }), (r, d, s, days) => {
        const tier = sellTierOf(fundFeeSchedule({ ...stock, symbol_stype: s, fare_ratio_sell: r, discount_rate_sell: d }), days);
        if (days < SHORT_HOLD_DAYS) {
          expect([tier.fare_ratio, tier.discount_rate, tier.discounted_fare_ratio]).toEqual([SHORT_HOLD_SELL_RATE, '1.0000', SHORT_HOLD_SELL_RATE]);
        } else {
          expect(tier.discount_rate).toBe(d);
        }
      }),
    );
  });
});
