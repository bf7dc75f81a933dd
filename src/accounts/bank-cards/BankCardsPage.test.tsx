import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import BankCardsPage from '.';

const reply = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const bank = { id: 1, logo: '', name: '工商银行', need_onlinepay: false, onlinepay_description: '', onlinepay_help_url: '', single_limit: '50000', single_day_limit: '0', status: 1, status_note: '' };
const card = (id: number, tail: string, status: number) => ({ id, bank_card_no_tail: tail, bank_card_no: `622202******${tail}`, is_default: id === 1, real_name: '张*', bank_card_type: 0, allow_sell: true, allow_buy: true, allow_transfer: 0, status, bank });

beforeEach(() => resetTaroFake());

describe('bank cards', () => {
  it('lists cards by bank and tail only, with limits or the authentication note', async () => {
    setRequestHandler(async () => reply([card(1, '0018', 1), card(2, '0053', 5)]));
    await act(async () => render(<BankCardsPage />));
    expect(screen.getByText('工商银行(0018)')).toBeTruthy();
    expect(screen.getByText('单笔限额5万元，每日限额不限')).toBeTruthy();
    expect(screen.getByText('需要重新认证')).toBeTruthy();
    expect(document.body.textContent).not.toContain('6222020000000000018');
    fireEvent.click(screen.getByText('添加银行卡'));
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/accounts/bank-cards-bind/index' });
  });
});
