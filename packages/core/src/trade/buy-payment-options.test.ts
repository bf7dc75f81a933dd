import { buyPaymentOptions, choosePaymentOption } from './buy-payment-options';

const bank = { name: '工商银行', single_limit: '50000', single_day_limit: '0', need_onlinepay: false };
const card = (id: number, status = 1) => ({ id, bank_card_no_tail: `000${id}`, status, allow_transfer: 0, bank });
const bao = (id: number, shares_enable: string, allow_sell = true) => ({ ...card(id), allow_sell, shares_enable });

describe('buy payment options', () => {
  it('lists the bank cards, then the cash treasure of each card with its balance', () => {
    const options = buyPaymentOptions({ cards: [card(1)], baoCards: [bao(1, '800.00')], fundIsBao: false, amount: '' });
    expect(options.map((o) => [o.key, o.title, o.hint, o.selectable])).toEqual([
      ['card-1', '工商银行(0001)', '单笔限额5万元，每日限额不限', true],
      ['bao-1', '现金宝(工商银行0001)', '可用余额800.00元', true],
    ]);
    expect(options[1]?.payment).toEqual({ kind: 'bao', available: '800.00', note: null });
  });

  it('the cash treasure cannot pay more than its balance, nor when selling is not allowed', () => {
    const options = buyPaymentOptions({ cards: [], baoCards: [bao(1, '800.00'), bao(2, '900.00', false)], fundIsBao: false, amount: '1000' });
    expect(options.map((o) => o.selectable)).toEqual([false, false]);
  });

  it('buying the cash treasure itself is paid by card only', () => {
    expect(buyPaymentOptions({ cards: [card(1)], baoCards: [bao(1, '800.00')], fundIsBao: true, amount: '' }).map((o) => o.key)).toEqual(['card-1']);
  });

  it('an unavailable card shows its note and cannot be picked; the choice falls to the next usable one', () => {
    const options = buyPaymentOptions({ cards: [card(1, 0), card(2)], baoCards: [], fundIsBao: false, amount: '' });
    expect(options[0]).toMatchObject({ hint: '该银行卡系统升级', selectable: false });
    expect(choosePaymentOption(options, 'card-1')?.key).toBe('card-2');
    expect(choosePaymentOption(options, 'card-2')?.key).toBe('card-2');
    expect(choosePaymentOption([], null)).toBeNull();
  });
});
