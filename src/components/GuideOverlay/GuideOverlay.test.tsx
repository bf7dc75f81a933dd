import { fireEvent, render, screen } from '@testing-library/react';
import { resetTaroFake } from '../../../tests/jest/taro-fake';
import { GuideOverlay } from '.';

beforeEach(() => resetTaroFake());

describe('first-time guide overlay', () => {
  it('shows the hint the first time and never again once dismissed', () => {
    const first = render(<GuideOverlay guideKey="my_assets" text="这里是每日收益" />);
    expect(screen.getByText('这里是每日收益')).toBeTruthy();
    fireEvent.click(screen.getByText('我知道了'));
    expect(screen.queryByText('这里是每日收益')).toBeNull();
    first.unmount();
    render(<GuideOverlay guideKey="my_assets" text="这里是每日收益" />);
    expect(screen.queryByText('这里是每日收益')).toBeNull();
  });

  it('keeps every key apart', () => {
    render(<GuideOverlay guideKey="a" text="甲" />);
    fireEvent.click(screen.getByText('我知道了'));
    render(<GuideOverlay guideKey="b" text="乙" />);
    expect(screen.getByText('乙')).toBeTruthy();
    expect(screen.queryByText('甲')).toBeNull();
  });
});
