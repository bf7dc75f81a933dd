import fc from 'fast-check';
import { createMemoryStore } from '../ports';
import { readJson, writeJson } from './json-storage';
import { createRecentList, pushFront } from './recent-list';

const self = (x: string) => x;

describe('pushFront', () => {
  it('puts the item first and removes its older copy', () => {
    expect(pushFront(['b', 'a', 'c'], 'a', self)).toEqual(['a', 'b', 'c']);
  });
  it('keeps at most maxOlder older entries', () => {
    expect(pushFront(['a', 'b', 'c'], 'd', self, 2)).toEqual(['d', 'a', 'b']);
  });
  it('always yields a duplicate-free list headed by the item, within the limit', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 2 })), fc.string({ maxLength: 2 }), fc.integer({ min: 0, max: 12 }), (start, item, maxOlder) => {
        const items = [...new Set(start)];
        const out = pushFront(items, item, self, maxOlder);
        expect(out[0]).toBe(item);
        expect(new Set(out).size).toBe(out.length);
        expect(out.length).toBeLessThanOrEqual(maxOlder + 1);
        // The older entries keep their relative order.
        expect(out.slice(1)).toEqual(items.filter((x) => x !== item).slice(0, maxOlder));
      }),
    );
  });
});

describe('stored lists', () => {
  it('read corrupt or foreign JSON as empty instead of throwing', () => {
    const store = createMemoryStore({ k: '{not json', j: '{"a":1}', m: '[1,"x",null]' });
    const isString = (x: unknown): x is string => typeof x === 'string';
    expect(createRecentList(store, { key: 'k', identity: self, isItem: isString }).list()).toEqual([]);
    expect(createRecentList(store, { key: 'j', identity: self, isItem: isString }).list()).toEqual([]);
    expect(createRecentList(store, { key: 'm', identity: self, isItem: isString }).list()).toEqual(['x']);
    expect(readJson(store, 'k')).toBeNull();
    expect(readJson(store, 'absent')).toBeNull();
  });

  it('drops a write the storage refuses', () => {
    const full = { getItem: () => null, setItem: () => { throw new Error('quota'); }, removeItem: () => undefined };
    expect(() => writeJson(full, 'k', [1])).not.toThrow();
  });

  it('adds, removes, checks and clears', () => {
    const store = createMemoryStore();
    const list = createRecentList(store, { key: 'k', identity: self, isItem: (x): x is string => typeof x === 'string' });
    list.add('a');
    list.add('b');
    expect(list.list()).toEqual(['b', 'a']);
    expect(list.has('a')).toBe(true);
    expect(list.remove('a')).toEqual(['b']);
    list.clear();
    expect(store.snapshot()).toEqual({});
  });
});
