import fc from 'fast-check';
import { validatePortfolioBuy, validatePortfolioSell } from './portfolio-trade-validators';
import type { PortfolioBuyInput, PortfolioSellInput } from './portfolio-trade-validators';
import type { BuyPayment } from '../trade/buy-payment';

const card = (singleLimit: string | null, onlinePay = false, note: string | null = null): BuyPayment => ({
  kind: 'bank_card',
  singleLimit,
  onlinePay,
  note,
});
const buy = (over: Partial<PortfolioBuyInput> = {}): PortfolioBuyInput => ({
  portfolio: { allow_buy: true, amount_min_buy: '1000.00', amount_max_buy: '500000.00' },
  payment: card('50000.00'),
  amount: '2000',
  ...over,
});
const buyMessage = (over: Partial<PortfolioBuyInput>): string | null => {
  const result = validatePortfolioBuy(buy(over));
  return result.ok ? null : result.message;
};

describe('portfolio buy: the messages of spec 03 §5', () => {
  it('shows nothing for an empty amount or a card with its own note', () => {
    expect(validatePortfolioBuy(buy({ amount: '' }))).toEqual({ ok: false, message: null });
    expect(validatePortfolioBuy(buy({ payment: card('0', false, '份额换卡中') }))).toEqual({ ok: false, message: null });
  });

  it('refuses a portfolio that cannot be bought', () => {
    expect(buyMessage({ portfolio: { allow_buy: false, amount_min_buy: null, amount_max_buy: null } })).toBe('当前组合不可购买');
  });

  it.each(['abc', '-1', '1.001'])('reads %p as an incorrect amount', (amount) => {
    expect(buyMessage({ amount })).toBe('输入金额有误');
  });

  it('then the minimum, the single limit, the maximum and the cash treasure balance', () => {
    expect(buyMessage({ amount: '999.99' })).toBe('最低购买1000元');
    expect(buyMessage({ amount: '50000.01' })).toBe('购买金额超过银行单笔限额，建议使用网银转账');
    expect(buyMessage({ amount: '500000.01', payment: card('0') })).toBe('最高购买500000元');
    expect(buyMessage({ amount: '500000.01', payment: card('1000', true) })).toBe('最高购买500000元');
    expect(buyMessage({ amount: '3000', payment: { kind: 'bao', available: '2999.99', note: null } })).toBe('余额不足');
    expect(buyMessage({ amount: '2999.99', payment: { kind: 'bao', available: '2999.99', note: null } })).toBeNull();
  });

  it('any amount between the minimum and the maximum passes when the card has no limit (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 1_000_000 }), fc.nat(), (min, span, k) => {
        const amount = min + (k % (span + 1));
        const result = validatePortfolioBuy(
          buy({
            portfolio: { allow_buy: true, amount_min_buy: String(min), amount_max_buy: String(min + span) },
            payment: card('0'),
            amount: String(amount),
          }),
        );
        expect(result.ok).toBe(true);
      }),
    );
  });
});

const sell = (over: Partial<PortfolioSellInput> = {}): PortfolioSellInput => ({
  portfolio: { allow_sell: true },
  hasCard: true,
  amount: '500',
  available: '10000.00',
  minimum: '100.00',
  ...over,
});
const sellMessage = (over: Partial<PortfolioSellInput>): string | null => {
  const result = validatePortfolioSell(sell(over));
  return result.ok ? null : result.message;
};

describe('portfolio sell: the messages of spec 03 §5', () => {
  it('shows nothing for an empty amount', () => {
    expect(validatePortfolioSell(sell({ amount: ' ' }))).toEqual({ ok: false, message: null });
  });

  it('refuses, asks for a card, reads incorrect amounts', () => {
    expect(sellMessage({ portfolio: { allow_sell: false } })).toBe('当前组合不可卖出');
    expect(sellMessage({ hasCard: false })).toBe('银行卡不能为空');
    expect(sellMessage({ amount: 'x' })).toBe('输入金额有误');
    expect(sellMessage({ amount: '0' })).toBe('输入金额有误');
  });

  it('at most the enabled worth, at least the minimum sell amount', () => {
    expect(sellMessage({ amount: '10000.01' })).toBe('最多可卖出10000元');
    expect(sellMessage({ amount: '99.99' })).toBe('最少卖出100元');
    expect(sellMessage({ amount: '10000' })).toBeNull();
    expect(sellMessage({ amount: '1', minimum: null })).toBeNull();
  });

  it('any amount above the enabled worth gets the at-most message (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000 }), (available, over) => {
        expect(sellMessage({ available: String(available), minimum: null, amount: String(available + over) })).toBe(
          `最多可卖出${available}元`,
        );
      }),
    );
  });
});
