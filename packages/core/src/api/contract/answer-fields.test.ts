import { validate } from '../schema';
import { w } from './answer-fields';

describe('answer field schemas', () => {
  it('take any decimal places, numbers, long text and counts past int4', () => {
    const row = w.object({ nav: w.decimal(), score: w.number(), body: w.text(), volume: w.int(), day: w.date(), at: w.dateTime() });
    const ok = { nav: '-1.234567', score: 61.5, body: '长'.repeat(5000), volume: 9_000_000_000, day: '2026-11-20', at: '2026-11-20T09:30:00.000Z' };
    expect(validate(row, ok).ok).toBe(true);
    expect(validate(row, { ...ok, nav: 1.2, score: '61.5', day: '2026/11/20' })).toEqual({
      ok: false,
      errors: { nav: ['请输入正确的数字'], score: ['请输入数字'], day: ['格式不正确'] },
    });
  });

  it('check pages, keyed records and nullable fields', () => {
    const page = w.page(w.record(w.maybe(w.decimal())));
    expect(validate(page, { current_page: 1, total_count: 1, total_page: 1, results: [{ a: '1.00', b: null }] }).ok).toBe(true);
    expect(validate(page, { current_page: 1, total_count: 1, total_page: 1, results: [{ a: 'x' }, 3] })).toEqual({
      ok: false,
      errors: { 'results.0.a': ['请输入正确的数字'], 'results.1': ['数据格式不正确'] },
    });
  });

  it('check an entity row as an object and its own extra fields', () => {
    const row = w.entityWith<{ symbol: string }>()({ horizon: w.int() });
    expect(validate(row, { symbol: '000001', horizon: 30 })).toEqual({ ok: true, value: { symbol: '000001', horizon: 30 } });
    expect(validate(row, { symbol: '000001' }).ok).toBe(false);
    expect(validate(row, [1]).ok).toBe(false);
    const plain = w.entity<{ symbol: string }>();
    expect(validate(plain, { symbol: '000001' })).toEqual({ ok: true, value: { symbol: '000001' } });
    expect(validate(plain, 'x').ok).toBe(false);
  });

  it('keep a __proto__ key of a record as a key', () => {
    const r = validate(w.record(w.text()), JSON.parse('{"__proto__": "x"}'));
    expect(r.ok && Object.getPrototypeOf(r.value)).toBe(Object.prototype);
    expect(r.ok && Object.keys(r.value)).toEqual(['__proto__']);
  });
});
