import { defaultFuturesAccount, isFuturesProductType, signedChangeText, maskFuturesAccountNo, positionProfit, quoteChange, summariseIncomeDays, sumAmounts } from './futures-rules';

describe('futures position profit', () => {
  it('marks a long position against yesterday settlement: (3868 - 3852) × 10 × 3', () => {
    expect(positionProfit({ direction: 'long', lots: 3, multiplier: 10, prevSettle: '3852', lastPrice: '3868' })).toBe('480.00');
  });

  it('turns the sign for a short position', () => {
    expect(positionProfit({ direction: 'short', lots: 2, multiplier: 300, prevSettle: '3950.2', lastPrice: '3961.6' })).toBe('-6840.00');
  });

  it('keeps fractional ticks exact (no float drift)', () => {
    expect(positionProfit({ direction: 'long', lots: 7, multiplier: 5, prevSettle: '0.1', lastPrice: '0.3' })).toBe('7.00');
  });
});

describe('futures quote change', () => {
  it('keeps the price places and rounds the percent half-up', () => {
    expect(quoteChange('3868', '3852')).toEqual({ change: '16', percentage: '0.42' });
    expect(quoteChange('3950.2', '3961.6')).toEqual({ change: '-11.4', percentage: '-0.29' });
  });

  it('answers 0 percent rather than dividing by a zero settlement', () => {
    expect(quoteChange('1', '0')).toEqual({ change: '1', percentage: '0.00' });
  });
});

describe('futures daily income summary', () => {
  it('counts wins and losses, ignores flat days in the win rate', () => {
    const summary = summariseIncomeDays([
      { date: '2026-11-18', profit: '1200.50', balance: '201200.50' },
      { date: '2026-11-19', profit: '-300.25', balance: '200900.25' },
      { date: '2026-11-20', profit: '0.00', balance: '200900.25' },
      { date: '2026-11-23', profit: '99.75', balance: '201000.00' },
    ]);
    expect(summary).toEqual({
      start_date: '2026-11-18',
      end_date: '2026-11-23',
      total_profit: '1000.00',
      profit_days: 2,
      loss_days: 1,
      win_rate: '66.67',
      max_profit: '1200.50',
      max_loss: '-300.25',
    });
  });

  it('answers zeros and no dates for no days', () => {
    expect(summariseIncomeDays([])).toEqual({ start_date: null, end_date: null, total_profit: '0.00', profit_days: 0, loss_days: 0, win_rate: '0.00', max_profit: '0.00', max_loss: '0.00' });
  });
});

describe('futures helpers', () => {
  it('masks an account number to its last four digits', () => {
    expect(maskFuturesAccountNo('80012345678')).toBe('****5678');
  });

  it('knows the product types', () => {
    expect(isFuturesProductType('collective')).toBe(true);
    expect(isFuturesProductType('stock')).toBe(false);
  });

  it('sums amounts exactly', () => {
    expect(sumAmounts(['0.10', '0.20', '-0.05'])).toBe('0.25');
  });
});

describe('the default futures account', () => {
  it('is the one marked default, else the first, else none', () => {
    expect(defaultFuturesAccount([{ id: 1, is_default: false }, { id: 2, is_default: true }])?.id).toBe(2);
    expect(defaultFuturesAccount([{ id: 1, is_default: false }, { id: 2, is_default: false }])?.id).toBe(1);
    expect(defaultFuturesAccount([])).toBeNull();
  });
});

describe('a price change on screen', () => {
  it('carries a plus when up and keeps the places as quoted', () => {
    expect([signedChangeText('16'), signedChangeText('-11.4'), signedChangeText('0.0')]).toEqual(['+16', '-11.4', '0.0']);
  });
});
