import { act, fireEvent, render, screen } from '@testing-library/react';
import { TIMING_MS } from '@fund/core/ui';
import { padShown, typeOnPad } from '../../../tests/app/fixtures/trade-password-pad';
import { TradePasswordDialog } from '.';

describe('TradePasswordDialog', () => {
  it('shows the placeholder, then submits six digits exactly once and reads 提交中...', async () => {
    let resolve: (error: string | null) => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<string | null>((r) => (resolve = r)));
    const { container } = render(<TradePasswordDialog visible onSubmit={onSubmit} />);
    await padShown();
    expect(screen.getByText('请填写6位交易密码')).toBeTruthy();

    await typeOnPad('1234567');
    fireEvent.click(screen.getByText('提交中...'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('123456');
    expect(container.querySelectorAll('.tpd-box-filled')).toHaveLength(6);

    await act(async () => resolve(null));
    expect(screen.getByText('提交')).toBeTruthy();
  });

  it('has no key and does not close for the binding delay after opening: a double tap types nothing', async () => {
    const onClose = jest.fn();
    const { container } = render(<TradePasswordDialog visible onSubmit={async () => null} onClose={onClose} />);
    expect(container.querySelector('.tpd-key')).toBeNull();
    fireEvent.click(container.querySelector('.tpd-mask') as Element);
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => {
      await new Promise((r) => setTimeout(r, TIMING_MS.dialogButtonBindingDelay + 20));
    });
    expect(container.querySelectorAll('.tpd-key')).toHaveLength(12);
    expect(container.querySelectorAll('.tpd-box-filled')).toHaveLength(0);
    fireEvent.click(container.querySelector('.tpd-mask') as Element);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the server error line and lets the user type again', async () => {
    const onSubmit = jest.fn(async () => '交易密码错误，您还可以输入4次');
    const { container } = render(<TradePasswordDialog visible onSubmit={onSubmit} />);
    await typeOnPad('000000');
    expect(screen.getByText('交易密码错误，您还可以输入4次')).toBeTruthy();
    expect(container.querySelectorAll('.tpd-box-filled')).toHaveLength(0);
  });

  it('refuses an incomplete password with the spec message', async () => {
    const onSubmit = jest.fn(async () => null);
    render(<TradePasswordDialog visible onSubmit={onSubmit} />);
    await typeOnPad('12');
    fireEvent.click(screen.getByText('提交'));
    expect(screen.getByText('请填写完整6位交易密码')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers 忘记密码 and renders nothing while hidden', async () => {
    const onForgot = jest.fn();
    const { rerender } = render(<TradePasswordDialog visible onSubmit={async () => null} onForgot={onForgot} />);
    await padShown();
    fireEvent.click(screen.getByText('忘记密码？'));
    expect(onForgot).toHaveBeenCalledTimes(1);
    rerender(<TradePasswordDialog visible={false} onSubmit={async () => null} />);
    expect(screen.queryByText('请填写6位交易密码')).toBeNull();
  });
});
