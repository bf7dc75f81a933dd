import fc from 'fast-check';
import { validateFixedInvestment } from './fixed-investment-validator';
import type { FixedInvestmentInput } from './fixed-investment-validator';

const input = (over: Partial<FixedInvestmentInput> = {}): FixedInvestmentInput => ({
  fund: { allow_fixed: true, amount_fixed_min: '100.00', amount_fixed_max: '100000.00' },
  card: { singleLimit: '5000.00' },
  amount: '500',
  ...over,
});
const messageOf = (over: Partial<FixedInvestmentInput>): string | null => {
  const result = validateFixedInvestment(input(over));
  return result.ok ? null : result.message;
};

describe('fixed investment: the messages of spec 03 §5', () => {
  it('shows nothing for an empty amount', () => {
    expect(validateFixedInvestment(input({ amount: '' }))).toEqual({ ok: false, message: null });
  });

  it('refuses a fund without fixed investment', () => {
    expect(messageOf({ fund: { allow_fixed: false, amount_fixed_min: '100' } })).toBe('当前基金不支持定投');
  });

  it('requires a card', () => {
    expect(messageOf({ card: null })).toBe('银行卡不能为空');
  });

  it.each(['abc', '1e2', '12.345'])('asks for a correct amount for %p', (amount) => {
    expect(messageOf({ amount })).toBe('请输入正确的金额');
  });

  it('requires the fixed minimum', () => {
    expect(messageOf({ amount: '99.99' })).toBe('最低定投100元');
    expect(messageOf({ amount: '100' })).toBeNull();
  });

  it('refuses above the card single limit, 0 meaning none', () => {
    expect(messageOf({ amount: '5000.01' })).toBe('定投金额超过银行单笔限额');
    expect(messageOf({ amount: '5000.01', card: { singleLimit: '0' } })).toBeNull();
  });

  it('refuses above the plan maximum when the fund sets one', () => {
    expect(messageOf({ amount: '100000.01', card: { singleLimit: null } })).toBe('输入金额大于最高定投金额，请重新输入');
    expect(
      messageOf({ amount: '100000.01', card: { singleLimit: null }, fund: { allow_fixed: true, amount_fixed_min: '100' } }),
    ).toBeNull();
  });

  it('treats zero as incorrect when there is no minimum', () => {
    expect(messageOf({ amount: '0', fund: { allow_fixed: true, amount_fixed_min: null } })).toBe('请输入正确的金额');
  });

  it('any amount from the minimum up to the single limit passes (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_00 }), fc.integer({ min: 0, max: 100_000_00 }), fc.nat(), (min, span, k) => {
        const cents = min + (k % (span + 1));
        const text = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
        const result = validateFixedInvestment({
          fund: { allow_fixed: true, amount_fixed_min: text(min), amount_fixed_max: null },
          card: { singleLimit: text(min + span) },
          amount: text(cents),
        });
        expect(result.ok).toBe(true);
      }),
    );
  });
});
