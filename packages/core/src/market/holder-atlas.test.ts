import { readHolderAtlas, trimAtlasSymbols } from './holder-atlas';

const list = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('holder atlas trim', () => {
  it('shows up to 5 symbols whole', () => {
    expect(trimAtlasSymbols(list(5))).toEqual({ shown: [1, 2, 3, 4, 5], trimmed: false });
    expect(trimAtlasSymbols(list(0))).toEqual({ shown: [], trimmed: false });
  });

  it('trims more than 5 to 4 with the view-all link', () => {
    expect(trimAtlasSymbols(list(6))).toEqual({ shown: [1, 2, 3, 4], trimmed: true });
    expect(trimAtlasSymbols(list(9)).shown).toHaveLength(4);
  });

  it('shows everything once expanded', () => {
    expect(trimAtlasSymbols(list(9), true)).toEqual({ shown: list(9), trimmed: false });
  });
});

describe('holder atlas reader', () => {
  it('reads holders and their other stocks', () => {
    const atlas = readHolderAtlas({
      report_date: '2026-09-30',
      holders: [{ shareholder_id: 3, name: '香港中央结算有限公司', kind: 'QFII', percent: '4.10', symbols: [{ symbol: 'SZ000106', abbr_name: '演示优品', percent: '2.00' }] }],
    });
    expect(atlas).toEqual({
      reportDate: '2026-09-30',
      holders: [{ shareholderId: 3, name: '香港中央结算有限公司', kind: 'QFII', percent: '4.10', symbols: [{ symbol: 'SZ000106', name: '演示优品', percent: '2.00' }] }],
    });
    expect(readHolderAtlas({})).toEqual({ reportDate: null, holders: [] });
  });
});
