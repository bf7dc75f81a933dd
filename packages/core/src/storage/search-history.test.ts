import fc from 'fast-check';
import { createMemoryStore } from '../ports';
import { createSearchHistory } from './search-history';

describe('search history', () => {
  it('keeps terms newest first without duplicates, trimmed, ignoring blanks', () => {
    const history = createSearchHistory(createMemoryStore());
    history.add('白酒');
    history.add(' 医药 ');
    history.add('');
    expect(history.add('白酒')).toEqual(['白酒', '医药']);
  });

  it('stores 10 terms', () => {
    const store = createMemoryStore();
    const history = createSearchHistory(store);
    for (let i = 0; i < 12; i += 1) history.add(`t${i}`);
    expect(history.list()).toHaveLength(10);
    expect(history.list()[0]).toBe('t11');
    expect(JSON.parse(store.getItem('ls_search_history') ?? '[]')).toHaveLength(10);
  });

  it('returns 9 when more than 10 are stored', () => {
    const stored = Array.from({ length: 11 }, (_, i) => `t${i}`);
    const history = createSearchHistory(createMemoryStore({ ls_search_history: JSON.stringify(stored) }));
    expect(history.list()).toEqual(stored.slice(0, 9));
  });

  it('removes one term and clears all', () => {
    const history = createSearchHistory(createMemoryStore());
    history.add('a');
    history.add('b');
    expect(history.remove('a')).toEqual(['b']);
    history.clear();
    expect(history.list()).toEqual([]);
  });

  it('reads corrupt storage as empty', () => {
    expect(createSearchHistory(createMemoryStore({ ls_search_history: 'nope' })).list()).toEqual([]);
  });

  it('never holds more than 10 or a duplicate, whatever is searched', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 3 }), { maxLength: 40 }), (terms) => {
        const history = createSearchHistory(createMemoryStore());
        for (const t of terms) history.add(t);
        const list = history.list();
        expect(list.length).toBeLessThanOrEqual(10);
        expect(new Set(list).size).toBe(list.length);
        const last = [...terms].reverse().find((t) => t.trim() !== '');
        if (last !== undefined) expect(list[0]).toBe(last.trim());
      }),
    );
  });
});
