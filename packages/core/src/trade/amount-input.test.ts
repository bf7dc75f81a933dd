import { activeLimit, limitText, readAmountInput } from './amount-input';

describe('reading typed amounts', () => {
  it('accepts plain digits with up to 2 decimals, and a trailing dot while typing', () => {
    const read = (text: string) => {
      const r = readAmountInput(text);
      return r.kind === 'value' ? r.value.toFixed(2) : r.kind;
    };
    expect(read('12')).toBe('12.00');
    expect(read(' 12.5 ')).toBe('12.50');
    expect(read('12.')).toBe('12.00');
    expect(read('.5')).toBe('0.50');
    expect(read('')).toBe('empty');
    for (const bad of ['1e3', '+1', '-1', '1,000', '12.345', '.', 'abc', '1 2']) expect(read(bad)).toBe('invalid');
  });

  it('allows more decimals when asked', () => {
    expect(readAmountInput('1.2345', 4).kind).toBe('value');
  });
});

describe('limits in messages', () => {
  it('drop trailing zeros', () => {
    expect(limitText('10.00')).toBe('10');
    expect(limitText('0.50')).toBe('0.5');
  });

  it('read 0, absent and unreadable limits as none', () => {
    expect(activeLimit('0.00')).toBeNull();
    expect(activeLimit(null)).toBeNull();
    expect(activeLimit(undefined)).toBeNull();
    expect(activeLimit('abc')).toBeNull();
    expect(activeLimit('5')?.toString()).toBe('5');
  });
});
