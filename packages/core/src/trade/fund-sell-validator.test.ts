import fc from 'fast-check';
import { validateFundSell } from './fund-sell-validator';
import type { FundSellInput } from './fund-sell-validator';

const input = (over: Partial<FundSellInput> = {}): FundSellInput => ({
  fund: { allow_sell: true, is_bao: false },
  hasCard: true,
  shares: '100',
  available: '1000.00',
  minimum: '10.00',
  ...over,
});
const messageOf = (over: Partial<FundSellInput>): string | null => {
  const result = validateFundSell(input(over));
  return result.ok ? null : result.message;
};

describe('fund sell: the messages of spec 03 §5', () => {
  it('shows nothing for empty shares', () => {
    expect(validateFundSell(input({ shares: '' }))).toEqual({ ok: false, message: null });
  });

  it('refuses a fund that does not allow selling, before asking for a card', () => {
    expect(messageOf({ fund: { allow_sell: false, is_bao: false }, hasCard: false })).toBe('当前基金不可卖出');
  });

  it('requires a bank card', () => {
    expect(messageOf({ hasCard: false })).toBe('银行卡不能为空');
  });

  it.each(['x', '0', '-1', '1.234'])('asks for correct redeem shares for %p', (shares) => {
    expect(messageOf({ shares })).toBe('请输入正确的赎回份额');
  });

  it('caps at the available shares', () => {
    expect(messageOf({ shares: '1000.01' })).toBe('最多可卖出1000份');
    expect(messageOf({ shares: '1000.00' })).toBeNull();
  });

  it('requires the minimum shares', () => {
    expect(messageOf({ shares: '9.99' })).toBe('最少卖出10份');
    expect(messageOf({ shares: '10' })).toBeNull();
    expect(messageOf({ shares: '0.01', minimum: null })).toBeNull();
  });

  it('words the cash treasure as transferring out yuan', () => {
    const bao = { allow_sell: true, is_bao: true };
    expect(messageOf({ fund: { allow_sell: false, is_bao: true } })).toBe('当前基金不可转出');
    expect(messageOf({ fund: bao, shares: 'x' })).toBe('请输入正确的转出金额');
    expect(messageOf({ fund: bao, shares: '2000' })).toBe('最多可转出1000元');
    expect(messageOf({ fund: bao, shares: '5' })).toBe('最少转出10元');
    expect(messageOf({ fund: bao, hasCard: false })).toBe('银行卡不能为空');
  });

  it('returns the exact shares when valid', () => {
    const result = validateFundSell(input({ shares: '123.45' }));
    expect(result.ok && result.amount.toFixed(2)).toBe('123.45');
  });
});

const centsText = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

describe('fund sell boundaries (properties)', () => {
  it('any shares between the minimum and the available shares pass', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_00 }), fc.integer({ min: 0, max: 10_000_000_00 }), fc.nat(), (min, span, k) => {
        const shares = min + (k % (span + 1));
        const result = validateFundSell(input({ minimum: centsText(min), available: centsText(min + span), shares: centsText(shares) }));
        expect(result.ok).toBe(true);
      }),
    );
  });

  it('any shares above the available shares get the at-most message', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), fc.integer({ min: 1, max: 1_000_00 }), (available, over) => {
        expect(messageOf({ minimum: null, available: centsText(available), shares: centsText(available + over) })).toBe(
          `最多可卖出${Number(centsText(available))}份`,
        );
      }),
    );
  });

  it('any positive shares below the minimum (and within the available) get the at-least message', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 1_000_00 }), fc.nat(), (min, k) => {
        const shares = 1 + (k % (min - 1));
        expect(messageOf({ minimum: centsText(min), available: '1000000', shares: centsText(shares) })).toBe(
          `最少卖出${Number(centsText(min))}份`,
        );
      }),
    );
  });
});
