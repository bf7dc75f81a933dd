import { fireEvent, render, screen } from '@testing-library/react';
import { BankCardPicker, type PickerCard } from '.';

const bank = (name: string, single: string, daily: string) => ({ name, single_limit: single, single_day_limit: daily });
const usable: PickerCard = { id: 1, status: 1, bank_card_no_tail: '1234', bank: bank('招商银行', '50000', '0') };
const upgrading: PickerCard = { id: 2, status: 0, bank_card_no_tail: '5678', bank: bank('工商银行', '0', '0') };

describe('BankCardPicker', () => {
  it('lists cards with tail and limits, and picks a usable one', () => {
    const onSelect = jest.fn();
    render(<BankCardPicker cards={[usable, upgrading]} selectedId={null} onSelect={onSelect} />);
    expect(screen.getByText('招商银行(1234)')).toBeTruthy();
    expect(screen.getByText('单笔限额5万元，每日限额不限')).toBeTruthy();
    fireEvent.click(screen.getByText('招商银行(1234)'));
    expect(onSelect).toHaveBeenCalledWith(usable);
  });

  it('shows the note of an unavailable card and will not pick it', () => {
    const onSelect = jest.fn();
    render(<BankCardPicker cards={[upgrading]} selectedId={null} onSelect={onSelect} />);
    expect(screen.getByText('该银行卡系统升级')).toBeTruthy();
    fireEvent.click(screen.getByText('工商银行(5678)'));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('shows 暂无银行卡 and 使用新卡支付 when there is no card', () => {
    const onNewCard = jest.fn();
    render(<BankCardPicker cards={[]} selectedId={null} onSelect={jest.fn()} onNewCard={onNewCard} />);
    expect(screen.getByText('暂无银行卡')).toBeTruthy();
    fireEvent.click(screen.getByText('使用新卡支付'));
    expect(onNewCard).toHaveBeenCalledTimes(1);
  });
});
