import { designToPx, virtualWindow } from './virtual-window';

describe('virtual list window', () => {
  it('renders the rows in view plus the margin at the top of a long list', () => {
    expect(virtualWindow({ scrollTop: 0, viewportHeight: 600, rowHeight: 60, total: 10000 })).toEqual({ start: 0, end: 16, padTop: 0, padBottom: (10000 - 16) * 60 });
  });

  it('keeps the same number of rows deep in the list, with spacers for the rest', () => {
    const w = virtualWindow({ scrollTop: 60 * 5000 + 30, viewportHeight: 600, rowHeight: 60, total: 10000 });
    expect([w.start, w.end]).toEqual([4995, 5016]);
    expect(w.padTop + (w.end - w.start) * 60 + w.padBottom).toBe(10000 * 60);
  });

  it('stops at the end of the list and copes with an empty one', () => {
    expect(virtualWindow({ scrollTop: 60 * 9990, viewportHeight: 600, rowHeight: 60, total: 10000 })).toMatchObject({ end: 10000, padBottom: 0 });
    expect(virtualWindow({ scrollTop: 0, viewportHeight: 600, rowHeight: 60, total: 0 })).toEqual({ start: 0, end: 0, padTop: 0, padBottom: 0 });
    expect(virtualWindow({ scrollTop: 99999, viewportHeight: 600, rowHeight: 60, total: 3 })).toEqual({ start: 3, end: 3, padTop: 180, padBottom: 0 });
  });

  it('turns design lengths into device pixels', () => {
    expect(designToPx(120, 375)).toBe(60);
  });
});
