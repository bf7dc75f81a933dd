import { fireEvent, render, screen } from '@testing-library/react';
import { ShareMask } from '.';

describe('share mask', () => {
  it('points to the menu at the top right while visible and closes on a tap', () => {
    const onClose = jest.fn();
    const { rerender } = render(<ShareMask visible onClose={onClose} />);
    expect(screen.getByText('点击右上角「···」')).toBeTruthy();
    expect(screen.getByText('分享给好友或朋友圈')).toBeTruthy();
    fireEvent.click(screen.getByText('关闭'));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<ShareMask visible={false} onClose={onClose} />);
    expect(screen.queryByText('点击右上角「···」')).toBeNull();
  });
});
