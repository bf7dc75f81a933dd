import { feeQuoteView, quotableAmount } from './trade-fee-quote';

const quote = { fee: '1.5', saved_fee: '13.5', confirm_at: '2026-11-24', arrive_at: '2026-11-25', to_bao_desc: '' };

describe('fee quote view', () => {
  it('reads the fee, the saving and the dates of a buy', () => {
    expect(feeQuoteView(quote, 'buy')).toEqual({ fee: '手续费1.50元', saved: '已省13.50元', confirm: '预计2026-11-24确认份额', arrive: '2026-11-25可查看收益', drop: null, roundTrip: null, lots: null, shareClass: null });
  });

  it('leaves out a zero saving and reads the sell dates', () => {
    expect(feeQuoteView({ ...quote, saved_fee: '0.00' }, 'sell')).toEqual({ fee: '手续费1.50元', saved: null, confirm: '预计2026-11-24确认', arrive: '预计2026-11-25到账', drop: null, roundTrip: null, lots: null, shareClass: null });
  });

  it('tells a seller when waiting makes the fee drop, and only a seller', () => {
    const selling = { ...quote, fee: '18', fee_drop: { date: '2026-11-27', fee: '6', saving: '12' } };
    expect(feeQuoteView(selling, 'sell').drop).toBe('2026-11-27起卖出，手续费降至6.00元，可省12.00元（按最新净值估算）');
    expect(feeQuoteView(selling, 'buy').drop).toBeNull();
  });

  it('tells a buyer what buying and selling again would cost in all, and says nothing where selling is free', () => {
    const rows = [
      { holding: '持有期<7天', sell_fee: '149.78', total: '164.76' },
      { holding: '持有期≥2年', sell_fee: '0.00', total: '14.98' },
    ];
    expect(feeQuoteView({ ...quote, round_trip: rows }, 'buy').roundTrip).toEqual({
      title: '若再卖出，买卖手续费合计（净值不变时）',
      rows: ['持有期<7天：164.76元', '持有期≥2年：14.98元'],
    });
    expect(feeQuoteView({ ...quote, round_trip: rows }, 'sell').roundTrip).toBeNull();
    expect(feeQuoteView({ ...quote, round_trip: rows.map((r) => ({ ...r, total: '0.00' })) }, 'buy').roundTrip).toBeNull();
  });

  it('lists a sell lot by lot where a lot pays a fee, and says nothing for one free lot', () => {
    const lots = [
      { since: '2025-10-09', days: 412, shares: '100', fare_ratio: '0.0025', fee: '0.37' },
      { since: null, days: 7, shares: '5.5', fare_ratio: '0.005', fee: '0.03' },
    ];
    expect(feeQuoteView({ ...quote, sell_lots: lots }, 'sell').lots).toEqual({
      title: '按持有时间逐笔计费（先进先出）',
      rows: ['2025-10-09确认的100.00份，已持有412天，费率0.25%，手续费0.37元', '其余5.50份，费率0.50%，手续费0.03元'],
    });
    expect(feeQuoteView({ ...quote, sell_lots: lots }, 'buy').lots).toBeNull();
    expect(feeQuoteView({ ...quote, sell_lots: [{ since: '2023-01-04', days: 1416, shares: '100', fare_ratio: '0', fee: '0.00' }] }, 'sell').lots).toBeNull();
  });

  it('quotes only a positive amount as typed', () => {
    expect(quotableAmount('100')).toBe('100.00');
    expect(quotableAmount('100.5')).toBe('100.50');
    expect(quotableAmount('')).toBeNull();
    expect(quotableAmount('0')).toBeNull();
    expect(quotableAmount('1e3')).toBeNull();
  });
});
