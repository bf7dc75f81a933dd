import { indexFigureText, readIndexQuote } from './index-quote';

describe('index quote', () => {
  it('reads the figures a card shows from an index row', () => {
    const row = { symbol: 'SH000001', abbr_name: '上证指数', symbol_type: 5 as const, current: '5362.4010', change: '-3.1900', percentage: '-0.06', pe: '18.41', pb: '2.06', pe_percentile: '68.40', pb_percentile: '70.43' };
    expect(readIndexQuote(row)).toEqual({
      symbol: 'SH000001',
      name: '上证指数',
      current: '5362.4010',
      change: '-3.1900',
      percentage: '-0.06',
      pe: '18.41',
      pb: '2.06',
      pePercentile: '68.40',
      pbPercentile: '70.43',
    });
  });

  it('treats missing or malformed figures as unknown', () => {
    const quote = readIndexQuote({ symbol: 'X', abbr_name: 'x', symbol_type: 5, current: 12, percentage: 'n/a' });
    expect([quote?.current, quote?.percentage, quote?.pe]).toEqual([null, null, null]);
  });

  it('is nothing without a symbol and a name', () => {
    expect(readIndexQuote({ symbol: 'X' })).toBeNull();
  });

  it('shows a level with grouping and 2 places, or a dash', () => {
    expect(indexFigureText('5362.4010')).toBe('5,362.40');
    expect(indexFigureText(null)).toBe('--');
  });
});
