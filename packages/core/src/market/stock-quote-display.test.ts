import type { StockQuote } from './api/market-entities';
import { changeText, lotsText, priceLevelRows, priceTone, stockQuoteFigures } from './stock-quote-display';

function quote(overrides: Partial<StockQuote> = {}): StockQuote {
  return {
    symbol: 'SH600037', code: '600037', abbr_name: '演示康泰', moment: '2026-11-20T07:00:00.000Z',
    current: '12.34', percentage: '1.23', change: '0.15', open: '12.20', last_close: '12.19', high: '12.50', low: '12.10',
    amount: '123456789.00', volume: 10012345, amplitude: '3.28', market_capital: '24680000000.00', total_capital: '24680000000.00',
    turnover_rate: '0.50', pb: '2.10', pe_lyr: '15.00', pe_ttm: '14.20', pe_dyn: '13.50', ps: '1.20',
    buy_levels: [1, 2, 3, 4, 5].map((i) => ({ price: (12.34 - i / 100).toFixed(2), volume: i * 1000 + 50 })),
    sell_levels: [1, 2, 3, 4, 5].map((i) => ({ price: (12.34 + i / 100).toFixed(2), volume: i * 100 })),
    rise_limit: '13.41', drop_limit: '10.97', avg_price: '12.33', is_stop: false, is_margin: true, rise_total: 30, drop_total: 20, draw_total: 10,
    ...overrides,
  };
}

describe('stock quote display', () => {
  it('lists sells 5 to 1 over buys 1 to 5, in lots, coloured against the last close', () => {
    const rows = priceLevelRows(quote());
    expect(rows.map((r) => r.label)).toEqual(['卖5', '卖4', '卖3', '卖2', '卖1', '买1', '买2', '买3', '买4', '买5']);
    expect(rows[0]).toEqual({ label: '卖5', price: '12.39', lots: '5', tone: 'up' });
    expect(rows[5]).toEqual({ label: '买1', price: '12.33', lots: '10', tone: 'up' });
  });

  it('shows dashes for the levels an index or fund quote lacks', () => {
    const rows = priceLevelRows(quote({ buy_levels: [], sell_levels: [] }));
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => r.price === '--' && r.lots === '--')).toBe(true);
  });

  it('colours prices and counts lots', () => {
    expect(priceTone('10.00', '10.01')).toBe('down');
    expect(priceTone('10.00', '10.00')).toBe('flat');
    expect(priceTone(null, '10.00')).toBe('flat');
    expect(lotsText(199)).toBe('1');
  });

  it('shows the figures with Chinese units and percents', () => {
    const figures = Object.fromEntries(stockQuoteFigures(quote()).map((f) => [f.label, f.text]));
    expect(figures['今开']).toBe('12.20');
    expect(figures['成交量']).toBe('10.01万手');
    expect(figures['成交额']).toBe('1.23亿');
    expect(figures['换手率']).toBe('0.50%');
    expect(figures['总市值']).toBe('246.80亿');
    expect(figures['市净率']).toBe('2.10');
    expect(Object.fromEntries(stockQuoteFigures(quote({ pe_ttm: null })).map((f) => [f.label, f.text]))['市盈率TTM']).toBe('--');
  });

  it('signs the change', () => {
    expect(changeText('0.15')).toBe('+0.15');
    expect(changeText('-0.3')).toBe('-0.30');
    expect(changeText('0')).toBe('0.00');
    expect(changeText(null)).toBe('--');
  });
});
