import {
  bankCardNeedsAuth,
  bankCardNote,
  bindCardPayload,
  buyPaymentOf,
  canRebalance,
  isBankCardAvailable,
  isBankCardSelectable,
  isBaoCardSelectable,
} from './bank-card-state';
import type { BaoCardLike } from './bank-card-state';

describe('bank card notes', () => {
  it('an unavailable card (status 0) defaults its note to 该银行卡系统升级', () => {
    expect(bankCardNote({ status: 0 })).toBe('该银行卡系统升级');
    expect(bankCardNote({ status: 0, status_note: '' })).toBe('该银行卡系统升级');
    expect(bankCardNote({ status: 0, status_note: '银行维护中' })).toBe('银行维护中');
  });

  it('status 3 with allow_transfer 1 reads 份额换卡中', () => {
    expect(bankCardNote({ status: 3, allow_transfer: 1 })).toBe('份额换卡中');
    expect(bankCardNote({ status: 3, allow_transfer: true })).toBe('份额换卡中');
    expect(bankCardNote({ status: 3, allow_transfer: 0 })).toBeNull();
  });

  it('a usable card has no note', () => {
    expect(bankCardNote({ status: 1, status_note: 'ignored' })).toBeNull();
  });
});

describe('bank card availability', () => {
  it('status 5 needs authentication but stays selectable', () => {
    expect(bankCardNeedsAuth({ status: 5 })).toBe(true);
    expect(bankCardNeedsAuth({ status: 1 })).toBe(false);
    expect(isBankCardSelectable({ status: 5 })).toBe(true);
  });

  it('an unavailable card with a note is unselectable', () => {
    expect(isBankCardAvailable({ status: 0 })).toBe(false);
    expect(isBankCardSelectable({ status: 0 })).toBe(false);
    expect(isBankCardSelectable({ status: 3, allow_transfer: 1 })).toBe(false);
    expect(isBankCardSelectable({ status: 3, allow_transfer: 0 })).toBe(true);
  });
});

describe('cash treasure card selectability', () => {
  const baoCard = (over: Partial<BaoCardLike> = {}): BaoCardLike => ({
    status: 1,
    allow_sell: true,
    shares_enable: '500.00',
    ...over,
  });

  it('is selectable with selling allowed and enough balance', () => {
    expect(isBaoCardSelectable(baoCard(), '500.00')).toBe(true);
    expect(isBaoCardSelectable(baoCard(), null)).toBe(true);
  });

  it('is unselectable when selling is not allowed', () => {
    expect(isBaoCardSelectable(baoCard({ allow_sell: false }), '1')).toBe(false);
  });

  it('is unselectable with a zero balance or one below the amount needed', () => {
    expect(isBaoCardSelectable(baoCard({ shares_enable: '0.00' }), null)).toBe(false);
    expect(isBaoCardSelectable(baoCard({ shares_enable: null }), null)).toBe(false);
    expect(isBaoCardSelectable(baoCard(), '500.01')).toBe(false);
  });

  it('is unselectable when the card is unavailable', () => {
    expect(isBaoCardSelectable(baoCard({ status: 0 }), '1')).toBe(false);
  });
});

describe('a chosen card as a buy payment', () => {
  it('a bank card carries its single limit, online-pay flag and note', () => {
    expect(buyPaymentOf({ status: 1, bank: { single_limit: '50000.00', need_onlinepay: true } })).toEqual({
      kind: 'bank_card',
      singleLimit: '50000.00',
      onlinePay: true,
      note: null,
    });
    expect(buyPaymentOf({ status: 0 })).toEqual({
      kind: 'bank_card',
      singleLimit: null,
      onlinePay: false,
      note: '该银行卡系统升级',
    });
  });

  it('the cash treasure carries its available balance', () => {
    expect(buyPaymentOf({ status: 1, is_bao: true, shares_enable: '12.34' })).toEqual({
      kind: 'bao',
      available: '12.34',
      note: null,
    });
    expect(buyPaymentOf({ status: 1, is_bao: true })).toEqual({ kind: 'bao', available: 0, note: null });
  });
});

describe('bind payload', () => {
  it('blanks the identity number and real name for a card in status 1', () => {
    const form = { status: 1, id_card_no: '110101199001011234', real_name: '张三', bank_card_no: '6222' };
    expect(bindCardPayload(form)).toEqual({ status: 1, id_card_no: '', real_name: '', bank_card_no: '6222' });
    expect(form.real_name).toBe('张三');
  });

  it('sends them otherwise', () => {
    const form = { status: 0, id_card_no: '110101199001011234', real_name: '张三' };
    expect(bindCardPayload(form)).toBe(form);
  });
});

describe('rebalance', () => {
  it('needs a card not in status 0 and at least one buy record', () => {
    expect(canRebalance({ status: 1 }, [{ direction: 1 }, { direction: 0 }])).toBe(true);
    expect(canRebalance({ status: 1 }, [{ direction: 1 }])).toBe(false);
    expect(canRebalance({ status: 0 }, [{ direction: 0 }])).toBe(false);
    expect(canRebalance(null, [{ direction: 0 }])).toBe(false);
  });
});
