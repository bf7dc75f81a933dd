import { jsonObject, jsonText } from './market-json';

describe('json readers over any answer', () => {
  it('read an object field, and a typed answer like an open one', () => {
    const typed: { id: number; fund: { abbr_name: string }; list: number[] } = { id: 7, fund: { abbr_name: '演示A' }, list: [1] };
    expect(jsonObject(typed, 'fund')).toEqual({ abbr_name: '演示A' });
    expect(jsonObject(typed, 'list')).toBeNull();
    expect(jsonObject(typed, 'missing')).toBeNull();
    expect(jsonObject(null, 'fund')).toBeNull();
    expect(jsonText(typed, 'id')).toBe('7');
  });

  it('read own keys only, never the prototype', () => {
    expect(jsonText({}, 'constructor')).toBeNull();
    expect(jsonObject({}, '__proto__')).toBeNull();
  });
});
