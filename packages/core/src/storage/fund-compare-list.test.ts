import { createMemoryStore } from '../ports';
import { comparisonDetailUrl, createFundCompareList, initialComparePicks, toggleComparePick } from './fund-compare-list';

const entry = (n: number) => ({ symbol: String(100000 + n), abbr_name: `演示基金${n}` });

describe('fund compare list', () => {
  it('keeps the newest first, one entry per fund, ten in all', () => {
    const store = createMemoryStore();
    const list = createFundCompareList(store);
    for (let n = 1; n <= 12; n += 1) list.add(entry(n));
    list.add(entry(5));
    const symbols = list.list().map((e) => e.symbol);
    expect(symbols).toHaveLength(10);
    expect(symbols[0]).toBe('100005');
    expect(symbols.filter((s) => s === '100005')).toHaveLength(1);
    expect(symbols).not.toContain('100001');
    expect(store.getItem('ls_fund_compare')).not.toBeNull();
  });

  it('removes a fund and ignores a corrupt stored value', () => {
    const store = createMemoryStore();
    const list = createFundCompareList(store);
    list.add(entry(1));
    list.add(entry(2));
    expect(list.remove('100001').map((e) => e.symbol)).toEqual(['100002']);
    store.setItem('ls_fund_compare', '[{"symbol":3},"x"]');
    expect(list.list()).toEqual([]);
  });
});

describe('compare picks', () => {
  it('ticks up to two funds, a third replaces the earliest pick, ticking again unticks', () => {
    let picked = toggleComparePick([], 'a');
    picked = toggleComparePick(picked, 'b');
    expect(picked).toEqual(['a', 'b']);
    expect(toggleComparePick(picked, 'c')).toEqual(['b', 'c']);
    expect(toggleComparePick(picked, 'a')).toEqual(['b']);
  });

  it('opens with the two newest funds picked', () => {
    expect(initialComparePicks([entry(3), entry(2), entry(1)])).toEqual(['100003', '100002']);
    expect(initialComparePicks([entry(1)])).toEqual(['100001']);
  });

  it('opens the comparison only with two picks', () => {
    expect(comparisonDetailUrl(['000001'])).toBeNull();
    expect(comparisonDetailUrl(['000001', '000002'])).toBe('/symbols/funds/comparison/detail/?symbolA=000001&symbolB=000002');
  });
});
