import { feeQuoteView, quotableAmount } from './trade-fee-quote';

const quote = { fee: '1.5', saved_fee: '13.5', confirm_at: '2026-11-24', arrive_at: '2026-11-25', to_bao_desc: '' };

describe('fee quote view', () => {
  it('reads the fee, the saving and the dates of a buy', () => {
    expect(feeQuoteView(quote, 'buy')).toEqual({ fee: '手续费1.50元', saved: '已省13.50元', confirm: '预计2026-11-24确认份额', arrive: '2026-11-25可查看收益', drop: null });
  });

  it('leaves out a zero saving and reads the sell dates', () => {
    expect(feeQuoteView({ ...quote, saved_fee: '0.00' }, 'sell')).toEqual({ fee: '手续费1.50元', saved: null, confirm: '预计2026-11-24确认', arrive: '预计2026-11-25到账', drop: null });
  });

  it('tells a seller when waiting makes the fee drop, and only a seller', () => {
    const selling = { ...quote, fee: '18', fee_drop: { date: '2026-11-27', fee: '6', saving: '12' } };
    expect(feeQuoteView(selling, 'sell').drop).toBe('2026-11-27起卖出，手续费降至6.00元，可省12.00元（按最新净值估算）');
    expect(feeQuoteView(selling, 'buy').drop).toBeNull();
  });

  it('quotes only a positive amount as typed', () => {
    expect(quotableAmount('100')).toBe('100.00');
    expect(quotableAmount('100.5')).toBe('100.50');
    expect(quotableAmount('')).toBeNull();
    expect(quotableAmount('0')).toBeNull();
    expect(quotableAmount('1e3')).toBeNull();
  });
});
