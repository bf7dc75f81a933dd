// Which rows of a long fixed-height list to render: those in view plus a margin, with spacers for
// the rest, so a 10,000-row following list keeps a bounded number of rows in the page.

export interface VirtualWindowInput {
  scrollTop: number;
  viewportHeight: number;
  rowHeight: number;
  total: number;
  /** Rows rendered beyond each edge of the view. */
  overscan?: number;
}

export interface VirtualWindow {
  /** First rendered row (inclusive) and the row after the last (exclusive). */
  start: number;
  end: number;
  /** Heights of the spacers above and below the rendered rows. */
  padTop: number;
  padBottom: number;
}

export const VIRTUAL_LIST_OVERSCAN = 5;

export function virtualWindow({ scrollTop, viewportHeight, rowHeight, total, overscan = VIRTUAL_LIST_OVERSCAN }: VirtualWindowInput): VirtualWindow {
  if (total <= 0 || rowHeight <= 0) return { start: 0, end: 0, padTop: 0, padBottom: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 1;
  const start = Math.min(Math.max(0, first - overscan), total);
  const end = Math.min(total, first + visible + overscan);
  return { start, end: Math.max(start, end), padTop: start * rowHeight, padBottom: (total - Math.max(start, end)) * rowHeight };
}

/** A design-width length (the 750-wide design the styles use) in device pixels. */
export function designToPx(design: number, windowWidth: number, designWidth = 750): number {
  return (design * windowWidth) / designWidth;
}
