import { readAccountChange } from './account-change-display';

describe('wallet account change rows', () => {
  it('reads a card debit with its memo, a signed amount and Beijing time', () => {
    expect(readAccountChange({ id: 3, kind: 'card', amount: '-1000.00', memo: '买入扣款', created_at: '2026-11-23T02:05:00.000Z' })).toEqual({
      id: 3,
      title: '买入扣款',
      kindText: '银行卡',
      amountText: '-1,000.00',
      tone: 'down',
      timeText: '2026-11-23 10:05',
    });
  });

  it('names the kind when there is no memo, and signs a credit', () => {
    const row = readAccountChange({ id: 4, kind: 'card', amount: '12.5', memo: '', created_at: '2026-11-23T02:05:00.000Z' });
    expect([row?.title, row?.amountText, row?.tone]).toEqual(['银行卡', '+12.50', 'up']);
  });

  it('shows a fee plain: it is part of the card payment, not money in or out', () => {
    const row = readAccountChange({ id: 6, kind: 'fee', amount: '1.50', memo: '申购费', created_at: '2026-11-23T02:05:00.000Z' });
    expect([row?.title, row?.amountText, row?.tone, row?.kindText]).toEqual(['申购费', '1.50', 'flat', '手续费']);
  });

  it('drops a row without an id or a readable amount', () => {
    expect(readAccountChange({ kind: 'card', amount: '1.00' })).toBeNull();
    expect(readAccountChange({ id: 5, kind: 'card', amount: 'x' })).toBeNull();
  });
});
