import type { JsonObject } from '../api/contract/entities/common-types';
import { jsonDecimal, jsonInt, jsonObjects, jsonRows, jsonText } from './market-json';

describe('market json readers', () => {
  const row: JsonObject = { name: '演示康泰', code: 600037, shares: '1200.50', bad: 'n/a', count: 12, big: 1.5, list: [{ a: 1 }, 3, null, { b: 2 }] };

  it('reads texts, decimals and counts, and unknown as null', () => {
    expect(jsonText(row, 'name')).toBe('演示康泰');
    expect(jsonText(row, 'code')).toBe('600037');
    expect(jsonText(row, 'missing')).toBeNull();
    expect(jsonText(null, 'name')).toBeNull();
    expect(jsonDecimal(row, 'shares')).toBe('1200.50');
    expect(jsonDecimal(row, 'bad')).toBeNull();
    expect(jsonDecimal(row, 'big')).toBe('1.5');
    expect(jsonInt(row, 'count')).toBe(12);
    expect(jsonInt(row, 'big')).toBeNull();
    expect(jsonInt({ n: '42' }, 'n')).toBe(42);
  });

  it('keeps only the objects of a list', () => {
    expect(jsonObjects(row, 'list')).toEqual([{ a: 1 }, { b: 2 }]);
    expect(jsonObjects(row, 'name')).toEqual([]);
    expect(jsonRows([{ a: 1 }, 'x', [1]])).toEqual([{ a: 1 }]);
    expect(jsonRows(null)).toEqual([]);
  });
});
