import { fireEvent, render, screen } from '@testing-library/react';
import { resetTaroFake } from '../../../tests/jest/taro-fake';
import FaqPage from '.';

beforeEach(() => resetTaroFake());

describe('FAQ', () => {
  it('opens with the bind-card help answered and opens another question on tap', () => {
    render(<FaqPage />);
    expect(screen.getByText('绑卡遇到问题怎么办？')).toBeTruthy();
    expect(screen.getByText(/银联在线支付/)).toBeTruthy();
    expect(screen.queryByText(/下一个交易日确认/)).toBeNull();
    fireEvent.click(screen.getByText('买入基金后什么时候确认份额？'));
    expect(screen.getByText(/下一个交易日确认/)).toBeTruthy();
    expect(screen.queryByText(/银联在线支付/)).toBeNull();
  });
});
