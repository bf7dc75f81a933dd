import { act, render, screen } from '@testing-library/react';
import { useProgressiveList } from './useProgressiveList';

function Rows({ items }: { items: number[] }) {
  const shown = useProgressiveList(items, 3, 2);
  return <div data-testid="rows">{shown.join(',')}</div>;
}

const rows = () => screen.getByTestId('rows').textContent;

/** Lets the main thread be idle `times` times (each reveal schedules the next once it has rendered). */
async function idle(times: number) {
  for (let i = 0; i < times; i += 1) await act(async () => jest.runOnlyPendingTimers());
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('a long list is drawn a few rows at a time', () => {
  it('shows the first rows at once, then two more each time the thread is free, until all are there', async () => {
    render(<Rows items={[1, 2, 3, 4, 5, 6, 7, 8]} />);
    expect(rows()).toBe('1,2,3');
    await idle(1);
    expect(rows()).toBe('1,2,3,4,5');
    await idle(5);
    expect(rows()).toBe('1,2,3,4,5,6,7,8');
  });

  it('shows a short list whole, and the rows of a next page as they come', async () => {
    const { rerender } = render(<Rows items={[1, 2]} />);
    expect(rows()).toBe('1,2');
    rerender(<Rows items={[1, 2, 3, 4, 5, 6]} />);
    expect(rows()).toBe('1,2,3');
    await idle(5);
    expect(rows()).toBe('1,2,3,4,5,6');
  });
});
