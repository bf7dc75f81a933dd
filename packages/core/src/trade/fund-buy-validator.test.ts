import fc from 'fast-check';
import { BUY_MESSAGES, fundBuyLimits, fundBuyVerb, validateFundBuy } from './fund-buy-validator';
import type { FundBuyTerms } from './fund-buy-validator';
import type { BuyPayment } from './buy-payment';

const fund = (over: Partial<FundBuyTerms> = {}): FundBuyTerms => ({
  allow_trade: true,
  is_bao: false,
  subscription_status: 2,
  amount_min_buy: '10.00',
  amount_max_buy: '50000.00',
  amount_subscribe_min: '1000.00',
  amount_subscribe_max: '200000.00',
  ...over,
});
const card = (over: Partial<Extract<BuyPayment, { kind: 'bank_card' }>> = {}): BuyPayment => ({
  kind: 'bank_card',
  singleLimit: '20000.00',
  onlinePay: false,
  note: null,
  ...over,
});
const bao = (available: string): BuyPayment => ({ kind: 'bao', available, note: null });

function messageOf(amount: string, f: FundBuyTerms = fund(), payment: BuyPayment | null = card()): string | null {
  const result = validateFundBuy({ fund: f, payment, amount });
  return result.ok ? null : result.message;
}

describe('fund buy: the messages of spec 03 §5', () => {
  it('shows nothing for an empty amount, and does not let it submit', () => {
    expect(validateFundBuy({ fund: fund(), payment: card(), amount: '  ' })).toEqual({ ok: false, message: null });
  });

  it('shows nothing while the chosen card carries its own unavailability note', () => {
    expect(validateFundBuy({ fund: fund(), payment: card({ note: '该银行卡系统升级' }), amount: 'abc' })).toEqual({
      ok: false,
      message: null,
    });
  });

  it('refuses a fund that does not allow trade', () => {
    expect(messageOf('100', fund({ allow_trade: false }))).toBe('当前基金不可购买');
  });

  it.each(['abc', '1e3', '-5', '1,000', '10.123', '1.2.3'])('asks for a correct amount for %p', (text) => {
    expect(messageOf(text)).toBe('请输入正确的金额');
  });

  it('states the minimum below it, trimming trailing zeros', () => {
    expect(messageOf('9.99')).toBe('最低购买10元');
  });

  it('uses the subscription minimum and maximum during the subscription period, worded 认购', () => {
    const subscribing = fund({ subscription_status: 1 });
    expect(messageOf('999', subscribing, card({ singleLimit: '0' }))).toBe('最低认购1000元');
    expect(messageOf('200000.01', subscribing, card({ singleLimit: '0' }))).toBe('最高认购200000元');
    expect(messageOf('60000', subscribing, card({ singleLimit: '0' }))).toBeNull();
    expect(messageOf('100', fund({ subscription_status: 1, allow_trade: false }))).toBe('当前基金不可认购');
  });

  it('refuses above the bank single limit and recommends online banking', () => {
    expect(messageOf('20000.01')).toBe('购买金额超过银行单笔限额，建议使用网银转账');
    expect(messageOf('20000.00')).toBeNull();
  });

  it('skips the single limit for a limit of 0, online-banking payment and cash-treasure payment', () => {
    expect(messageOf('30000', fund(), card({ singleLimit: '0' }))).toBeNull();
    expect(messageOf('30000', fund(), card({ singleLimit: null }))).toBeNull();
    expect(messageOf('30000', fund(), card({ onlinePay: true }))).toBeNull();
    expect(messageOf('30000', fund(), bao('40000'))).toBeNull();
  });

  it('states the maximum above it', () => {
    expect(messageOf('50000.01', fund(), card({ singleLimit: '0' }))).toBe('最高购买50000元');
  });

  it('checks the single limit before the maximum', () => {
    expect(messageOf('60000', fund(), card())).toBe('购买金额超过银行单笔限额，建议使用网银转账');
  });

  it('reports insufficient balance when paying more than the cash treasure holds', () => {
    expect(messageOf('100.01', fund(), bao('100.00'))).toBe('余额不足');
    expect(messageOf('100.00', fund(), bao('100.00'))).toBeNull();
  });

  it('words every message as 转入 for the cash treasure itself', () => {
    const treasure = fund({ is_bao: true, amount_min_buy: '0.01', amount_max_buy: '1000' });
    expect(messageOf('1', fund({ is_bao: true, allow_trade: false }))).toBe('当前基金不可转入');
    expect(messageOf('0.001', treasure)).toBe('请输入正确的金额');
    expect(messageOf('0.00', treasure)).toBe('最低转入0.01元');
    expect(messageOf('1000.01', treasure, card({ singleLimit: '0' }))).toBe('最高转入1000元');
    expect(messageOf('600', fund({ is_bao: true, amount_max_buy: null }), card({ singleLimit: '500' }))).toBe(
      '转入金额超过银行单笔限额，建议使用网银转账',
    );
  });

  it('treats a zero amount as incorrect when the fund sets no minimum', () => {
    expect(messageOf('0', fund({ amount_min_buy: null }))).toBe('请输入正确的金额');
  });

  it('passes a valid amount with its exact decimal, a trailing dot and no card yet included', () => {
    const result = validateFundBuy({ fund: fund(), payment: null, amount: '100.' });
    expect(result.ok && result.amount.toFixed(2)).toBe('100.00');
  });
});

describe('fund buy wording and limits', () => {
  it('picks the verb and the limits that apply', () => {
    expect(fundBuyVerb({ is_bao: true, subscription_status: 1 })).toBe('转入');
    expect(fundBuyVerb({ is_bao: false, subscription_status: 1 })).toBe('认购');
    expect(fundBuyVerb({ is_bao: false, subscription_status: 0 })).toBe('购买');
    expect(fundBuyLimits(fund({ subscription_status: 1 }))).toEqual({ min: '1000.00', max: '200000.00' });
    expect(fundBuyLimits(fund({ subscription_status: 1, amount_subscribe_min: undefined }))).toEqual({
      min: null,
      max: '200000.00',
    });
    expect(fundBuyLimits(fund())).toEqual({ min: '10.00', max: '50000.00' });
    expect(BUY_MESSAGES.insufficientBalance).toBe('余额不足');
  });
});

// Amounts in cents so generated values are exact 2-decimal strings.
const centsText = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

describe('fund buy boundaries (properties)', () => {
  it('any amount below the minimum gets the minimum message', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_00 }), fc.integer({ min: 0, max: 10_000_00 }), (minCents, below) => {
        const cents = Math.min(below, minCents - 1);
        const f = fund({ amount_min_buy: centsText(minCents), amount_max_buy: null });
        expect(messageOf(centsText(cents), f, card({ singleLimit: '0' }))).toBe(
          BUY_MESSAGES.belowMinimum('购买', centsText(minCents)),
        );
      }),
    );
  });

  it('any amount within the minimum, maximum and single limit passes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_00 }),
        fc.integer({ min: 0, max: 1_000_000_00 }),
        fc.integer({ min: 0, max: 1_000_000_00 }),
        fc.integer({ min: 0, max: 1_000_000_00 }),
        (minCents, spanCents, headroom, offset) => {
          const maxCents = minCents + spanCents;
          const cents = minCents + (offset % (spanCents + 1));
          const f = fund({ amount_min_buy: centsText(minCents), amount_max_buy: centsText(maxCents) });
          const payment = card({ singleLimit: centsText(maxCents + headroom) });
          const result = validateFundBuy({ fund: f, payment, amount: centsText(cents) });
          expect(result.ok && result.amount.toFixed(2)).toBe(centsText(cents));
        },
      ),
    );
  });

  it('any amount above the single limit (and within the maximum) gets the single-limit message', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 1_000_000_00 }), fc.integer({ min: 1, max: 1_000_00 }), (limit, over) => {
        const f = fund({ amount_min_buy: '0.01', amount_max_buy: null });
        expect(messageOf(centsText(limit + over), f, card({ singleLimit: centsText(limit) }))).toBe(
          '购买金额超过银行单笔限额，建议使用网银转账',
        );
      }),
    );
  });

  it('any amount above the cash treasure balance gets insufficient balance', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 1_000_000_00 }), fc.integer({ min: 1, max: 1_000_00 }), (balance, over) => {
        const f = fund({ amount_min_buy: '10', amount_max_buy: null });
        expect(messageOf(centsText(balance + over), f, bao(centsText(balance)))).toBe('余额不足');
      }),
    );
  });
});
