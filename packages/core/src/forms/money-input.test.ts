import fc from 'fast-check';
import { moneyInputValue, sanitizeMoneyInput } from './money-input';

describe('money input sanitiser', () => {
  it('trims other keystrokes and keeps one dot', () => {
    expect(sanitizeMoneyInput('1a2b3')).toBe('123');
    expect(sanitizeMoneyInput('1.2.3')).toBe('1.23');
    expect(sanitizeMoneyInput('￥1,000.5')).toBe('1000.5');
  });
  it('keeps at most 2 decimals and a trailing dot while typing', () => {
    expect(sanitizeMoneyInput('12.345')).toBe('12.34');
    expect(sanitizeMoneyInput('12.')).toBe('12.');
    expect(sanitizeMoneyInput('.5')).toBe('0.5');
    // Whole-yuan fields cut the fraction rather than gluing its digits on.
    expect(sanitizeMoneyInput('12.5', { decimals: 0 })).toBe('12');
  });
  it('drops leading zeros', () => {
    expect(sanitizeMoneyInput('007')).toBe('7');
    expect(sanitizeMoneyInput('00.5')).toBe('0.5');
    expect(sanitizeMoneyInput('0')).toBe('0');
  });
  it('keeps a leading minus only when negatives are allowed', () => {
    expect(sanitizeMoneyInput('-12')).toBe('12');
    expect(sanitizeMoneyInput('-12', { allowNegative: true })).toBe('-12');
    expect(sanitizeMoneyInput('-', { allowNegative: true })).toBe('-');
    expect(sanitizeMoneyInput('1-2', { allowNegative: true })).toBe('12');
  });
  it('reads the amount a field holds', () => {
    expect(moneyInputValue('12.')?.toString()).toBe('12');
    expect(moneyInputValue('-3.5')?.toString()).toBe('-3.5');
    expect(moneyInputValue('')).toBeNull();
    expect(moneyInputValue('-')).toBeNull();
  });

  const options = fc.record({ allowNegative: fc.boolean(), decimals: fc.integer({ min: 0, max: 4 }) });

  it('always yields an amount in the making, never a minus unless allowed', () => {
    fc.assert(
      fc.property(fc.string(), options, (raw, o) => {
        const out = sanitizeMoneyInput(raw, o);
        const shape = new RegExp(`^${o.allowNegative ? '-?' : ''}\\d*(\\.\\d{0,${o.decimals}})?$`);
        expect(out).toMatch(shape);
        if (o.decimals === 0) expect(out).not.toContain('.');
      }),
    );
  });
  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), options, (raw, o) => sanitizeMoneyInput(sanitizeMoneyInput(raw, o), o) === sanitizeMoneyInput(raw, o)));
  });
  it('leaves every well-formed amount unchanged', () => {
    fc.assert(fc.property(fc.stringMatching(/^(0|[1-9]\d{0,9})(\.\d{0,2})?$/), (amount) => sanitizeMoneyInput(amount) === amount));
  });
  it('keeps the typed digits in order when there is no dot', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        fc.pre(!raw.includes('.'));
        const digits = raw.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
        return sanitizeMoneyInput(raw) === digits;
      }),
    );
  });
});
