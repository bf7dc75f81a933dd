import { fireEvent, render, screen } from '@testing-library/react';
import { ImageDialog } from '.';

describe('image dialog', () => {
  it('shows the picture, acts on a tap and closes with the button', () => {
    const onTap = jest.fn();
    const onClose = jest.fn();
    render(<ImageDialog visible src="data:image/png;base64,AA==" alt="登录后查看" onTap={onTap} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: '登录后查看' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '登录后查看' }));
    expect(onTap).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByText('×'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows nothing while hidden', () => {
    render(<ImageDialog visible={false} src="x" alt="登录后查看" onTap={jest.fn()} onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
