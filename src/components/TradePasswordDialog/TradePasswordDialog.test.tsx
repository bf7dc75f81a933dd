import { act, fireEvent, render, screen } from '@testing-library/react';
import { TradePasswordDialog } from '.';

function press(container: HTMLElement, keys: string) {
  for (const key of keys) {
    const node = container.querySelector(`[data-key="${key}"]`);
    if (!node) throw new Error(`no key ${key}`);
    fireEvent.click(node);
  }
}

describe('TradePasswordDialog', () => {
  it('shows the placeholder, then submits six digits exactly once and reads 提交中...', async () => {
    let resolve: (error: string | null) => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<string | null>((r) => (resolve = r)));
    const { container } = render(<TradePasswordDialog visible onSubmit={onSubmit} />);
    expect(screen.getByText('请填写6位交易密码')).toBeTruthy();

    press(container, '1234567');
    fireEvent.click(screen.getByText('提交中...'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('123456');
    expect(container.querySelectorAll('.tpd-box-filled')).toHaveLength(6);

    await act(async () => resolve(null));
    expect(screen.getByText('提交')).toBeTruthy();
  });

  it('shows the server error line and lets the user type again', async () => {
    const onSubmit = jest.fn(async () => '交易密码错误，您还可以输入4次');
    const { container } = render(<TradePasswordDialog visible onSubmit={onSubmit} />);
    await act(async () => press(container, '000000'));
    expect(screen.getByText('交易密码错误，您还可以输入4次')).toBeTruthy();
    expect(container.querySelectorAll('.tpd-box-filled')).toHaveLength(0);
  });

  it('refuses an incomplete password with the spec message', () => {
    const onSubmit = jest.fn(async () => null);
    const { container } = render(<TradePasswordDialog visible onSubmit={onSubmit} />);
    press(container, '12');
    fireEvent.click(screen.getByText('提交'));
    expect(screen.getByText('请填写完整6位交易密码')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers 忘记密码 and renders nothing while hidden', () => {
    const onForgot = jest.fn();
    const { rerender } = render(<TradePasswordDialog visible onSubmit={async () => null} onForgot={onForgot} />);
    fireEvent.click(screen.getByText('忘记密码？'));
    expect(onForgot).toHaveBeenCalledTimes(1);
    rerender(<TradePasswordDialog visible={false} onSubmit={async () => null} />);
    expect(screen.queryByText('请填写6位交易密码')).toBeNull();
  });
});
